import { describe, expect, it } from 'vitest';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';
import {
  addUser,
  callerFor,
  createOwner,
  inviteAndGetToken,
  sessionUserOf,
  uniqueEmail,
} from './team-fixtures';

const ctx = await createTestContext();

describe('members and roles', () => {
  it('lets every member read the team, marking who is who', async () => {
    const owner = await createOwner(ctx);
    const member = await addUser(ctx, owner.accountId, 'member');
    const team = await callerFor(ctx, member).teams.listMembers();
    expect(team.members.map((m) => [m.id, m.role, m.isYou])).toEqual([
      [owner.id, 'owner', false],
      [member.id, 'member', true],
    ]);
  });

  it('forbids a member to invite, resend, revoke, remove or change roles', async () => {
    const owner = await createOwner(ctx);
    const member = await addUser(ctx, owner.accountId, 'member');
    const { invitationId } = await inviteAndGetToken(ctx, owner, uniqueEmail('pending'));
    const teams = callerFor(ctx, member).teams;
    const attempts = [
      teams.invite({ email: uniqueEmail('x'), role: 'member' }),
      teams.resendInvitation({ invitationId }),
      teams.revokeInvitation({ invitationId }),
      teams.removeMember({ userId: owner.id }),
      teams.changeRole({ userId: member.id, role: 'owner' }),
    ];
    for (const attempt of attempts) {
      const error = await rejection(attempt);
      expect([error.code, error.message]).toEqual([
        'FORBIDDEN',
        'Only account owners can do this.',
      ]);
    }
    expect((await sessionUserOf(ctx, owner.id)).accountId).toBe(owner.accountId);
    expect((await sessionUserOf(ctx, member.id)).role).toBe('member');
  });

  it('never lets the last owner be removed, demoted or leave', async () => {
    const owner = await createOwner(ctx);
    await addUser(ctx, owner.accountId, 'member');
    const teams = callerFor(ctx, owner).teams;
    const remove = await rejection(teams.removeMember({ userId: owner.id }));
    expect([remove.code, remove.message]).toEqual([
      'CONFLICT',
      'The last owner cannot be removed. Make another member an owner first.',
    ]);
    expect((await rejection(teams.changeRole({ userId: owner.id, role: 'member' }))).message).toBe(
      'The last owner cannot be demoted. Make another member an owner first.',
    );
    expect((await rejection(teams.leave())).message).toBe(
      'The last owner cannot leave the workspace. Make another member an owner first.',
    );
    expect(await sessionUserOf(ctx, owner.id)).toMatchObject({
      accountId: owner.accountId,
      role: 'owner',
    });
  });

  it('lets an owner promote a member and then step down', async () => {
    const owner = await createOwner(ctx);
    const member = await addUser(ctx, owner.accountId, 'member');
    const teams = callerFor(ctx, owner).teams;
    await teams.changeRole({ userId: member.id, role: 'owner' });
    await teams.changeRole({ userId: owner.id, role: 'member' });
    expect((await sessionUserOf(ctx, member.id)).role).toBe('owner');
    expect((await sessionUserOf(ctx, owner.id)).role).toBe('member');
  });

  it('keeps one owner when two owners demote each other at the same moment', async () => {
    const first = await createOwner(ctx);
    const second = await addUser(ctx, first.accountId, 'owner');
    const results = await Promise.allSettled([
      callerFor(ctx, first).teams.changeRole({ userId: second.id, role: 'member' }),
      callerFor(ctx, second).teams.changeRole({ userId: first.id, role: 'member' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const roles = [
      (await sessionUserOf(ctx, first.id)).role,
      (await sessionUserOf(ctx, second.id)).role,
    ];
    expect(roles.sort()).toEqual(['member', 'owner']);
  });

  it('lets a member leave into a fresh workspace of their own', async () => {
    const owner = await createOwner(ctx);
    const member = await addUser(ctx, owner.accountId, 'member');
    const { accountId } = await callerFor(ctx, member).teams.leave();
    const after = await sessionUserOf(ctx, member.id);
    expect(after).toMatchObject({ accountId, role: 'owner' });
    expect(accountId).not.toBe(owner.accountId);
    const oldTeam = await callerFor(ctx, owner).teams.listMembers();
    expect(oldTeam.members.map((m) => m.id)).toEqual([owner.id]);
  });

  it('answers NOT_FOUND for a user who is not in the owner account', async () => {
    const owner = await createOwner(ctx);
    const stranger = await createOwner(ctx);
    const teams = callerFor(ctx, owner).teams;
    for (const attempt of [
      () => teams.removeMember({ userId: stranger.id }),
      () => teams.changeRole({ userId: stranger.id, role: 'member' }),
    ]) {
      const error = await rejection(attempt());
      expect([error.code, error.message]).toEqual([
        'NOT_FOUND',
        'This member is not part of your workspace.',
      ]);
    }
    expect(await sessionUserOf(ctx, stranger.id)).toMatchObject({
      accountId: stranger.accountId,
      role: 'owner',
    });
  });
});
