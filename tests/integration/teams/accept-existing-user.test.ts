import { describe, expect, it } from 'vitest';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';
import { addUser, callerFor, createOwner, inviteAndGetToken, sessionUserOf } from './team-fixtures';

const ctx = await createTestContext();

const CANNOT_MOVE =
  'You can only join another workspace while yours has no other members and no contact lists.';

async function accountExists(id: string) {
  const row = await ctx.db
    .selectFrom('accounts')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

describe('an existing user accepting an invitation', () => {
  it('moves over with the invited role and the emptied old workspace is deleted', async () => {
    const owner = await createOwner(ctx, 'Inviting');
    const solo = await createOwner(ctx, 'Solo');
    const { token } = await inviteAndGetToken(ctx, owner, solo.email, 'owner');

    const joined = await callerFor(ctx, solo).teams.acceptInvitation({ token });

    expect(joined).toEqual({
      accountId: owner.accountId,
      accountName: 'Inviting Roofing',
      role: 'owner',
    });
    const moved = await sessionUserOf(ctx, solo.id);
    expect([moved.accountId, moved.role]).toEqual([owner.accountId, 'owner']);
    expect(await accountExists(solo.accountId)).toBe(false);
    const info = await callerFor(ctx, null).teams.invitationInfo({ token });
    expect(info.state).toBe('accepted');
    const team = await callerFor(ctx, moved).teams.listMembers();
    expect(team.members.map((m) => m.id).sort()).toEqual([owner.id, solo.id].sort());
  });

  it('is refused for the workspace they are already in', async () => {
    const owner = await createOwner(ctx, 'Home');
    const solo = await createOwner(ctx, 'Already');
    const { token } = await inviteAndGetToken(ctx, owner, solo.email);
    // They joined by another way meanwhile (a second link, an admin).
    await ctx.db
      .updateTable('users')
      .set({ account_id: owner.accountId, role: 'member' })
      .where('id', '=', solo.id)
      .execute();
    const moved = await sessionUserOf(ctx, solo.id);
    const error = await rejection(callerFor(ctx, moved).teams.acceptInvitation({ token }));
    expect([error.code, error.message]).toEqual([
      'CONFLICT',
      'You are already a member of this workspace.',
    ]);
    expect((await callerFor(ctx, null).teams.invitationInfo({ token })).state).toBe('pending');
  });

  it('is refused while their workspace has another member, and nothing changes', async () => {
    const owner = await createOwner(ctx);
    const busy = await createOwner(ctx, 'Busy');
    await addUser(ctx, busy.accountId, 'member');
    const { token } = await inviteAndGetToken(ctx, owner, busy.email);

    const error = await rejection(callerFor(ctx, busy).teams.acceptInvitation({ token }));

    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe(CANNOT_MOVE);
    expect((await sessionUserOf(ctx, busy.id)).accountId).toBe(busy.accountId);
    expect((await callerFor(ctx, null).teams.invitationInfo({ token })).state).toBe('pending');
  });

  it('is refused for a member of another team (their workspace has other members)', async () => {
    const owner = await createOwner(ctx);
    const otherOwner = await createOwner(ctx);
    const member = await addUser(ctx, otherOwner.accountId, 'member');
    const { token } = await inviteAndGetToken(ctx, owner, member.email);
    const error = await rejection(callerFor(ctx, member).teams.acceptInvitation({ token }));
    expect(error.message).toBe(CANNOT_MOVE);
  });

  it('is refused while their workspace has contact lists', async () => {
    const owner = await createOwner(ctx);
    const withLists = await createOwner(ctx, 'Lists');
    await ctx.db
      .insertInto('contact_lists')
      .values({
        account_id: withLists.accountId,
        name: 'Contacts List',
        file_name: 'leads.csv',
        contact_count: 0,
      })
      .execute();
    const { token } = await inviteAndGetToken(ctx, owner, withLists.email);

    const error = await rejection(callerFor(ctx, withLists).teams.acceptInvitation({ token }));

    expect(error.message).toBe(CANNOT_MOVE);
    expect(await accountExists(withLists.accountId)).toBe(true);
  });

  it('is refused when signed in with a different e-mail than invited', async () => {
    const owner = await createOwner(ctx);
    const invited = await createOwner(ctx, 'Invited');
    const someoneElse = await createOwner(ctx, 'Else');
    const { token } = await inviteAndGetToken(ctx, owner, invited.email);
    const error = await rejection(callerFor(ctx, someoneElse).teams.acceptInvitation({ token }));
    expect(error.code).toBe('FORBIDDEN');
    expect(error.message).toBe('This invitation was sent to a different e-mail address.');
  });

  it('refuses expired, revoked and unknown links with their messages', async () => {
    const owner = await createOwner(ctx);
    const user = await createOwner(ctx, 'Late');
    const expired = await inviteAndGetToken(ctx, owner, user.email);
    await ctx.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('id', '=', expired.invitationId)
      .execute();
    const caller = callerFor(ctx, user);
    expect((await rejection(caller.teams.acceptInvitation({ token: expired.token }))).message).toBe(
      'This invitation has expired. Ask the account owner to send a new one.',
    );
    await callerFor(ctx, owner).teams.revokeInvitation({ invitationId: expired.invitationId });
    expect((await rejection(caller.teams.acceptInvitation({ token: expired.token }))).message).toBe(
      'This invitation was revoked.',
    );
    const unknown = await rejection(caller.teams.acceptInvitation({ token: 'no-such-token' }));
    expect([unknown.code, unknown.message]).toEqual([
      'NOT_FOUND',
      'This invitation link is invalid.',
    ]);
  });

  it('tells a signed-out visitor to sign in', async () => {
    const error = await rejection(
      callerFor(ctx, null).teams.acceptInvitation({ token: 'anything' }),
    );
    expect(error.code).toBe('UNAUTHORIZED');
  });
});
