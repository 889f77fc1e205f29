import { createTRPCClient, httpSubscriptionLink } from '@trpc/client';
import { EventSource } from 'eventsource';
import { describe, expect, it } from 'vitest';
import type { AppRouter } from '../../../server/router';
import type { AccountEvent } from '../../../shared/events';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { HttpSession } from './http-session';
import { rejection } from './rejection';
import {
  addUser,
  callerFor,
  createOwner,
  inviteAndGetToken,
  STRONG_PASSWORD,
  sessionUserOf,
  uniqueEmail,
} from './team-fixtures';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);

async function accountEvents(accountId: string): Promise<AccountEvent[]> {
  const controller = new AbortController();
  const events: AccountEvent[] = [];
  for await (const { event } of ctx.events.readAccount(accountId, '0-0', controller.signal)) {
    events.push(event);
    if (event.type === 'member.removed') controller.abort();
  }
  return events;
}

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
      teams.removeMember({ userId: stranger.id }),
      teams.changeRole({ userId: stranger.id, role: 'member' }),
    ]) {
      const error = await rejection(attempt);
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

describe('removing a member', () => {
  it('ends their sessions, moves them to a fresh workspace and tells the old account', async () => {
    const owner = await createOwner(ctx);
    const email = uniqueEmail('removed');
    const { token } = await inviteAndGetToken(ctx, owner, email);
    const browser = new HttpSession(url);
    const signUp = await browser.mutate<{ user: { id: string } }>('auth.signUp', {
      name: 'Removed Rita',
      email,
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      inviteToken: token,
    });
    const memberId = signUp.data!.user.id;
    expect((await browser.query('teams.listMembers')).status).toBe(200);

    const result = await callerFor(ctx, owner).teams.removeMember({ userId: memberId });

    expect(result).toEqual({ name: 'Removed Rita' });
    const afterRemoval = await browser.query('teams.listMembers');
    expect(afterRemoval.status).toBe(401);
    expect(afterRemoval.error?.data.code).toBe('UNAUTHORIZED');
    const refreshed = await browser.mutate('auth.refresh');
    expect(refreshed.status).toBe(401);

    const moved = await sessionUserOf(ctx, memberId);
    expect(moved.accountId).not.toBe(owner.accountId);
    expect(moved.role).toBe('owner');
    const fresh = await callerFor(ctx, moved).teams.listMembers();
    expect(fresh.accountName).toBe("Removed Rita's workspace");
    expect(fresh.members.map((m) => m.id)).toEqual([memberId]);
    const oldTeam = await callerFor(ctx, owner).teams.listMembers();
    expect(oldTeam.members.map((m) => m.id)).toEqual([owner.id]);

    const events = await accountEvents(owner.accountId);
    expect(events).toContainEqual({ type: 'member.removed', userId: memberId });
  });
  it("ends the removed member's open live stream at once", async () => {
    const owner = await createOwner(ctx);
    const email = uniqueEmail('streaming');
    const { token } = await inviteAndGetToken(ctx, owner, email);
    const browser = new HttpSession(url);
    const signUp = await browser.mutate<{ user: { id: string } }>('auth.signUp', {
      name: 'Streaming Sam',
      email,
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      inviteToken: token,
    });
    const client = createTRPCClient<AppRouter>({
      links: [
        httpSubscriptionLink({
          url: `${url}/trpc`,
          EventSource,
          eventSourceOptions: {
            fetch: (input, init) =>
              fetch(input, {
                ...init,
                headers: { ...init?.headers, cookie: browser.cookieHeader() },
              }),
          },
        }),
      ],
    });
    let live = false;
    const ended = new Promise<string[]>((resolve, reject) => {
      const received: string[] = [];
      client.events.account.subscribe(undefined, {
        onData: ({ data }) => {
          live = true;
          received.push(data.type);
        },
        onComplete: () => resolve(received),
        onError: reject,
      });
    });
    // The stream reads from "now": nudge it until it has delivered one event, then remove.
    while (!live) {
      await ctx.events.publishToAccount(owner.accountId, { type: 'team.changed' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await callerFor(ctx, owner).teams.removeMember({ userId: signUp.data!.user.id });
    const received = await ended;
    expect(received).not.toContain('member.removed');
  });
});
