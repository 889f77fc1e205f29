import { describe, expect, it } from 'vitest';
import { hashInvitationToken } from '../../../server/modules/teams/invitation-token';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { HttpSession } from './http-session';
import {
  callerFor,
  countAccounts,
  createOwner,
  inviteAndGetToken,
  mailedInviteToken,
  STRONG_PASSWORD,
  uniqueEmail,
} from './team-fixtures';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);

const signUp = (token: string, email: string, name = 'Invited Person') =>
  new HttpSession(url).mutate<{ status: string; user: { id: string; role: string } }>(
    'auth.signUp',
    {
      name,
      email,
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      inviteToken: token,
    },
  );

describe('inviting by e-mail', () => {
  it('mails a single-use link and lists the invitation as pending without any token data', async () => {
    const owner = await createOwner(ctx);
    const email = uniqueEmail('invitee');
    const { token } = await inviteAndGetToken(ctx, owner, email);
    expect(token).toMatch(/^[\w-]{43}$/);
    const team = await callerFor(ctx, owner).teams.listMembers();
    expect(team.invitations).toEqual([
      expect.objectContaining({ email, role: 'member', invitedByName: owner.name, expired: false }),
    ]);
    expect(JSON.stringify(team)).not.toContain(hashInvitationToken(token));
    expect(JSON.stringify(team)).not.toContain(token);
    const days = (Date.parse(team.invitations[0]!.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('stores only the sha256 of the token', async () => {
    const owner = await createOwner(ctx);
    const email = uniqueEmail('hashed');
    const { token, invitationId } = await inviteAndGetToken(ctx, owner, email);
    const row = await ctx.db
      .selectFrom('invitations')
      .select('token_hash')
      .where('id', '=', invitationId)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashInvitationToken(token));
  });

  it('refuses to invite someone who is already a member', async () => {
    const owner = await createOwner(ctx);
    const error = await rejection(
      callerFor(ctx, owner).teams.invite({ email: owner.email.toUpperCase(), role: 'member' }),
    );
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('This person is already a member of your workspace.');
  });

  it('rejects a malformed e-mail with the form message', async () => {
    const owner = await createOwner(ctx);
    const error = await rejection(
      callerFor(ctx, owner).teams.invite({ email: 'nope', role: 'member' }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toContain('Please enter a valid email address');
  });

  it('re-issues a pending invitation when the same address is invited again', async () => {
    const owner = await createOwner(ctx);
    const email = uniqueEmail('twice');
    const first = await inviteAndGetToken(ctx, owner, email);
    const second = await inviteAndGetToken(ctx, owner, email, 'owner');
    expect(second.invitationId).toBe(first.invitationId);
    const { invitations } = await callerFor(ctx, owner).teams.listMembers();
    expect(invitations.map((i) => [i.email, i.role])).toEqual([[email, 'owner']]);
    const info = callerFor(ctx, null).teams.invitationInfo({ token: first.token });
    expect((await rejection(info)).message).toBe('This invitation link is invalid.');
  });

  it('describes a link to the public: account name, invited e-mail and state', async () => {
    const owner = await createOwner(ctx, 'Acme');
    const email = uniqueEmail('info');
    const { token } = await inviteAndGetToken(ctx, owner, email);
    const info = await callerFor(ctx, null).teams.invitationInfo({ token });
    expect(info).toEqual({
      accountName: 'Acme Roofing',
      email,
      role: 'member',
      state: 'pending',
      problem: null,
    });
    const unknown = await rejection(
      callerFor(ctx, null).teams.invitationInfo({ token: 'x'.repeat(43) }),
    );
    expect(unknown.code).toBe('NOT_FOUND');
    expect(unknown.message).toBe('This invitation link is invalid.');
  });
});

describe('signing up from an invitation', () => {
  it('joins the inviting account with the invited role and creates no workspace', async () => {
    const owner = await createOwner(ctx);
    const email = uniqueEmail('newbie');
    const { token } = await inviteAndGetToken(ctx, owner, email);
    const accountsBefore = await countAccounts(ctx);

    const result = await signUp(token, email);

    expect(result.error).toBeUndefined();
    expect(result.data?.status).toBe('signed-in');
    expect(await countAccounts(ctx)).toBe(accountsBefore);
    const team = await callerFor(ctx, owner).teams.listMembers();
    expect(team.members.map((m) => [m.email, m.role])).toEqual([
      [owner.email, 'owner'],
      [email, 'member'],
    ]);
    expect(team.invitations).toEqual([]);
  });

  it('refuses a second use of the same link', async () => {
    const owner = await createOwner(ctx);
    const email = uniqueEmail('reuse');
    const { token } = await inviteAndGetToken(ctx, owner, email);
    expect((await signUp(token, email)).error).toBeUndefined();
    const again = await signUp(token, uniqueEmail('reuse-2'));
    expect(again.error?.message).toBe('This invitation has already been used.');
  });

  it('refuses an e-mail other than the invited one and creates no user', async () => {
    const owner = await createOwner(ctx);
    const { token } = await inviteAndGetToken(ctx, owner, uniqueEmail('invited'));
    const stranger = uniqueEmail('stranger');
    const result = await signUp(token, stranger);
    expect(result.error?.message).toBe('This invitation was sent to a different e-mail address.');
    const row = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', stranger)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('refuses an expired link and says so on the invitation page', async () => {
    const owner = await createOwner(ctx);
    const email = uniqueEmail('late');
    const { token, invitationId } = await inviteAndGetToken(ctx, owner, email);
    await ctx.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', invitationId)
      .execute();
    const expired = 'This invitation has expired. Ask the account owner to send a new one.';
    expect((await signUp(token, email)).error?.message).toBe(expired);
    const info = await callerFor(ctx, null).teams.invitationInfo({ token });
    expect(info).toMatchObject({ state: 'expired', problem: expired });
    const { invitations } = await callerFor(ctx, owner).teams.listMembers();
    expect(invitations[0]?.expired).toBe(true);
  });

  it('refuses a revoked link', async () => {
    const owner = await createOwner(ctx);
    const email = uniqueEmail('revoked');
    const { token, invitationId } = await inviteAndGetToken(ctx, owner, email);
    await callerFor(ctx, owner).teams.revokeInvitation({ invitationId });
    expect((await signUp(token, email)).error?.message).toBe('This invitation was revoked.');
    const info = await callerFor(ctx, null).teams.invitationInfo({ token });
    expect(info.state).toBe('revoked');
    expect((await callerFor(ctx, owner).teams.listMembers()).invitations).toEqual([]);
  });

  it('works with the resent link only: resending replaces the token and renews the expiry', async () => {
    const owner = await createOwner(ctx);
    const email = uniqueEmail('resent');
    const first = await inviteAndGetToken(ctx, owner, email);
    await ctx.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', first.invitationId)
      .execute();
    await callerFor(ctx, owner).teams.resendInvitation({ invitationId: first.invitationId });
    const fresh = await mailedInviteToken(ctx, email);
    expect(fresh).not.toBe(first.token);
    expect((await signUp(first.token, email)).error?.message).toBe(
      'This invitation link is invalid.',
    );
    expect((await signUp(fresh, email)).error).toBeUndefined();
  });

  it('refuses to resend or revoke an invitation that is no longer pending', async () => {
    const owner = await createOwner(ctx);
    const { invitationId } = await callerFor(ctx, owner).teams.invite({
      email: uniqueEmail('gone'),
      role: 'member',
    });
    await callerFor(ctx, owner).teams.revokeInvitation({ invitationId });
    const caller = callerFor(ctx, owner);
    for (const call of [caller.teams.resendInvitation, caller.teams.revokeInvitation]) {
      const error = await rejection(call({ invitationId }));
      expect([error.code, error.message]).toEqual([
        'NOT_FOUND',
        'This invitation is no longer pending.',
      ]);
    }
  });

  it('keeps the invitation and says so when its e-mail cannot be sent', async () => {
    const owner = await createOwner(ctx);
    const email = uniqueEmail('unmailed');
    const down = { ...ctx, mailer: { send: () => Promise.reject(new Error('mail is down')) } };
    const error = await rejection(callerFor(down, owner).teams.invite({ email, role: 'member' }));
    expect([error.code, error.message]).toEqual([
      'SERVICE_UNAVAILABLE',
      'The invitation was saved but its e-mail could not be sent. Try Resend in a moment.',
    ]);
    const { invitations } = await callerFor(ctx, owner).teams.listMembers();
    expect(invitations.map((i) => i.email)).toEqual([email]);
  });
});
