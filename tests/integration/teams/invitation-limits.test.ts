import { describe, expect, it } from 'vitest';
import { readDevMailbox } from '../../../server/mail/dev-mailer';
import { limitState } from '../../../server/modules/auth/rate-limits';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';
import { callerFor, createOwner, uniqueEmail } from './team-fixtures';

const ctx = await createTestContext();

const mailsTo = async (email: string) =>
  (await readDevMailbox(ctx.redis, ctx.config.redis.queuePrefix)).filter((m) => m.to === email)
    .length;

const pendingCount = async (accountId: string) =>
  (
    await ctx.db
      .selectFrom('invitations')
      .select('id')
      .where('account_id', '=', accountId)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute()
  ).length;

describe('invitation abuse limits', () => {
  it('sends at most 20 invitations per account per hour, then says when to try again', async () => {
    const owner = await createOwner(ctx, 'busy');
    const caller = callerFor(ctx, owner);
    for (let i = 0; i < 20; i++) {
      await caller.teams.invite({ email: uniqueEmail(`hourly${i}`), role: 'member' });
    }
    const refusedEmail = uniqueEmail('hourly-21');
    const refused = await rejection(caller.teams.invite({ email: refusedEmail, role: 'member' }));
    expect(refused.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.message).toBe(
      'You can send at most 20 invitations an hour. Please try again in 60 minutes.',
    );
    // Nothing stored or mailed for the refused one, and the address kept its daily allowance.
    expect(await pendingCount(owner.accountId)).toBe(20);
    expect(await mailsTo(refusedEmail)).toBe(0);
    expect(await limitState(ctx, 'inviteAddress', refusedEmail)).toMatchObject({ consumed: 0 });
    // Resending is sending: it is refused too.
    const [first] = (await caller.teams.listMembers()).invitations;
    const resend = await rejection(caller.teams.resendInvitation({ invitationId: first!.id }));
    expect(resend.message).toBe(refused.message);
    // Another account is not affected.
    const other = callerFor(ctx, await createOwner(ctx, 'quiet'));
    await other.teams.invite({ email: uniqueEmail('elsewhere'), role: 'member' });
  });

  it('sends one address at most 3 invitations a day, counted across workspaces', async () => {
    const email = uniqueEmail('popular');
    const first = callerFor(ctx, await createOwner(ctx, 'first'));
    const second = callerFor(ctx, await createOwner(ctx, 'second'));
    const { invitationId } = await first.teams.invite({ email, role: 'member' });
    await first.teams.resendInvitation({ invitationId });
    await second.teams.invite({ email, role: 'owner' });
    const refused = await rejection(second.teams.invite({ email, role: 'owner' }));
    expect(refused.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.message).toBe(
      'This address has already been sent 3 invitations today. Please try again in 24 hours.',
    );
    const resend = await rejection(first.teams.resendInvitation({ invitationId }));
    expect(resend.message).toBe(refused.message);
    expect(await mailsTo(email)).toBe(3);
    // Another address from the same workspace still goes out.
    await second.teams.invite({ email: uniqueEmail('someone-else'), role: 'member' });
  });

  it('keeps at most 100 invitations pending per account', async () => {
    const owner = await createOwner(ctx, 'crowded');
    await ctx.db
      .insertInto('invitations')
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          account_id: owner.accountId,
          email: uniqueEmail(`seeded${i}`),
          role: 'member' as const,
          token_hash: `seeded-${owner.accountId}-${i}`,
          invited_by: owner.id,
          expires_at: new Date(Date.now() + 86_400_000),
        })),
      )
      .execute();
    const caller = callerFor(ctx, owner);
    const refused = await rejection(
      caller.teams.invite({ email: uniqueEmail('101st'), role: 'member' }),
    );
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toBe(
      'Your workspace has 100 pending invitations. Revoke some before inviting more.',
    );
    expect(await limitState(ctx, 'inviteAccount', owner.accountId)).toBeNull();

    // Re-inviting a pending address renews it (no new pending row), so it is allowed.
    const { invitations } = await caller.teams.listMembers();
    await caller.teams.invite({ email: invitations[0]!.email, role: 'owner' });
    // Revoking one makes room for one.
    await caller.teams.revokeInvitation({ invitationId: invitations[1]!.id });
    await caller.teams.invite({ email: uniqueEmail('fits'), role: 'member' });
    expect(await pendingCount(owner.accountId)).toBe(100);
  });
});
