import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertSession } from '../../../server/modules/auth/sessions.repository';
import { importList, signedInUser } from '../../helpers/dialer-fixtures';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';
import { addUser } from '../teams/team-fixtures';

const ctx = await createTestContext();

async function isAdmin(userId: string) {
  const row = await ctx.db
    .selectFrom('users')
    .select('is_admin')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.is_admin;
}

describe('the users list', () => {
  it("shows each user's workspace, lists, calls, sign-up and last sign-in", async () => {
    const admin = await signedInUser(ctx, 'lister', { isAdmin: true });
    const owner = await signedInUser(ctx, 'countme');
    await importList(ctx, owner.user.accountId, 3);
    await importList(ctx, owner.user.accountId, 2);
    const { users } = await admin.caller.admin.users({ search: 'countme' });
    expect(users).toHaveLength(1);
    const [row] = users;
    expect(row).toMatchObject({
      id: owner.user.id,
      email: owner.user.email,
      name: 'countme user',
      workspace: 'countme Roofing',
      isAdmin: false,
      lists: 2,
      calls: 0,
    });
    expect(row!.lastSignInAt).not.toBeNull();
    expect(Date.parse(row!.signedUpAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('searches by e-mail, name or workspace, wildcards taken literally', async () => {
    const admin = await signedInUser(ctx, 'searcher', { isAdmin: true });
    await signedInUser(ctx, 'zebra');
    const byName = await admin.caller.admin.users({ search: 'ZEBRA user' });
    expect(byName.users.map((u) => u.name)).toEqual(['zebra user']);
    const wildcard = await admin.caller.admin.users({ search: '%' });
    expect(wildcard.users).toEqual([]);
  });

  it('pages with a keyset cursor: every user once, newest first', async () => {
    const admin = await signedInUser(ctx, 'pager', { isAdmin: true });
    const team = await signedInUser(ctx, 'paged');
    for (let i = 0; i < 30; i++) await addUser(ctx, team.user.accountId, 'member', `paged${i}`);
    const seen: string[] = [];
    let cursor: { createdAt: string; id: string } | undefined;
    let pages = 0;
    do {
      const page = await admin.caller.admin.users({ search: 'paged', cursor });
      seen.push(...page.users.map((u) => u.id));
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(2);
    expect(seen).toHaveLength(31);
    expect(new Set(seen).size).toBe(31);
    // A session row makes last sign-in; a user who never signed in has none.
    const fresh = await addUser(ctx, team.user.accountId, 'member', 'pagednever');
    const [never] = (await admin.caller.admin.users({ search: 'pagednever' })).users;
    expect(never?.lastSignInAt).toBeNull();
    await insertSession(ctx.db, fresh.id);
    const [now] = (await admin.caller.admin.users({ search: 'pagednever' })).users;
    expect(now?.lastSignInAt).not.toBeNull();
  });
});

describe('the users list, within one millisecond', () => {
  it('skips nobody when a page ends among users created in the same millisecond', async () => {
    const admin = await signedInUser(ctx, 'tickpager', { isAdmin: true });
    const team = await signedInUser(ctx, 'tick');
    for (let i = 0; i < 30; i++) await addUser(ctx, team.user.accountId, 'member', `tick${i}`);
    // Microseconds apart, one millisecond in all: a JS Date cursor cannot tell them apart.
    await sql`
      update users u set created_at = '2026-11-01T12:00:00.500Z'::timestamptz
        + (n.rn * interval '1 microsecond')
      from (select id, row_number() over (order by id) as rn from users
        where email ilike '%tick%' and id <> ${admin.user.id}) n
      where u.id = n.id`.execute(ctx.db);
    const seen: string[] = [];
    let cursor: { createdAt: string; id: string } | undefined;
    do {
      const page = await admin.caller.admin.users({ search: 'tick', cursor });
      seen.push(...page.users.map((u) => u.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => id !== admin.user.id)).toHaveLength(31);
  });
});

describe('admin rights', () => {
  it('an admin makes another user an admin and removes it again', async () => {
    const admin = await signedInUser(ctx, 'granter', { isAdmin: true });
    const other = await signedInUser(ctx, 'grantee');
    await admin.caller.admin.setAdmin({ userId: other.user.id, isAdmin: true });
    expect(await isAdmin(other.user.id)).toBe(true);
    await admin.caller.admin.setAdmin({ userId: other.user.id, isAdmin: false });
    expect(await isAdmin(other.user.id)).toBe(false);
  });

  it('answers not found for an unknown user', async () => {
    const admin = await signedInUser(ctx, 'unknowner', { isAdmin: true });
    const error = await rejection(
      admin.caller.admin.setAdmin({
        userId: '00000000-0000-4000-8000-00000000abcd',
        isAdmin: true,
      }),
    );
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe('User not found');
  });
});

describe('the last admin', () => {
  it('cannot be removed, even by two admins removing each other at once', async () => {
    await ctx.db.updateTable('users').set({ is_admin: false }).execute();
    const first = await signedInUser(ctx, 'first', { isAdmin: true });
    const second = await signedInUser(ctx, 'second', { isAdmin: true });

    const results = await Promise.allSettled([
      first.caller.admin.setAdmin({ userId: second.user.id, isAdmin: false }),
      second.caller.admin.setAdmin({ userId: first.user.id, isAdmin: false }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const admins = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('is_admin', '=', true)
      .execute();
    expect(admins).toHaveLength(1);

    const last = admins[0]!.id === first.user.id ? first : second;
    const error = await rejection(
      last.caller.admin.setAdmin({ userId: last.user.id, isAdmin: false }),
    );
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe(
      'The last admin cannot be removed. Make someone else an admin first.',
    );
    expect(await isAdmin(last.user.id)).toBe(true);
  });
});
