import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { SessionUser } from '../../../server/auth/session-user';
import { devMailboxKey } from '../../../server/mail/dev-mailer';
import { appRouter } from '../../../server/router';
import { createCallerFactory } from '../../../server/trpc';
import type { TestContext } from '../../helpers/test-context';

const createCaller = createCallerFactory(appRouter);

export const STRONG_PASSWORD = 'Violet-Harbor-Tractor-92';

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;

/** A tRPC caller acting as `user` (or signed out), without HTTP. */
export function callerFor(ctx: TestContext, user: SessionUser | null) {
  return createCaller({ deps: ctx, req: {} as Request, res: {} as Response, user });
}

/** The user as a fresh request would see them (account and role re-read from the row). */
export async function sessionUserOf(ctx: TestContext, userId: string): Promise<SessionUser> {
  const row = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    sessionId: randomUUID(),
    accountId: row.account_id,
    role: row.role,
    email: row.email,
    name: row.name,
    avatarUrl: row.avatar_url,
    isAdmin: row.is_admin,
    emailVerified: row.email_verified_at !== null,
  };
}

/** A user who owns a fresh workspace, inserted directly (no password hashing needed). */
export async function createOwner(ctx: TestContext, label = 'owner'): Promise<SessionUser> {
  const account = await ctx.db
    .insertInto('accounts')
    .values({ name: `${label} Roofing` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return addUser(ctx, account.id, 'owner', label);
}

export async function addUser(
  ctx: TestContext,
  accountId: string,
  role: 'owner' | 'member',
  label: string = role,
): Promise<SessionUser> {
  const user = await ctx.db
    .insertInto('users')
    .values({
      account_id: accountId,
      role,
      email: uniqueEmail(label),
      name: `${label} user`,
      password_hash: 'not-a-real-hash',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return sessionUserOf(ctx, user.id);
}

/** The token of the newest mailed invitation link to `email`, read from the dev mailbox. */
export async function mailedInviteToken(ctx: TestContext, email: string): Promise<string> {
  const entries = await ctx.redis.lrange(devMailboxKey(ctx.config.redis.queuePrefix), 0, -1);
  for (const entry of entries) {
    const mail = JSON.parse(entry) as { to: string; text: string };
    const match =
      mail.to === email.toLowerCase() ? /\/auth\/accept-invite\/([\w-]+)/.exec(mail.text) : null;
    if (match) return match[1]!;
  }
  throw new Error(`no invitation mailed to ${email}`);
}

/** Invites `email` as `owner` and returns the token of the mailed link. */
export async function inviteAndGetToken(
  ctx: TestContext,
  owner: SessionUser,
  email: string,
  role: 'owner' | 'member' = 'member',
): Promise<{ token: string; invitationId: string }> {
  const { invitationId } = await callerFor(ctx, owner).teams.invite({ email, role });
  return { token: await mailedInviteToken(ctx, email), invitationId };
}

export async function countAccounts(ctx: TestContext): Promise<number> {
  const row = await ctx.db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
