import { createTRPCClient, httpSubscriptionLink } from '@trpc/client';
import { EventSource } from 'eventsource';
import { describe, expect, it } from 'vitest';
import type { AppRouter } from '../../../server/router';
import type { AccountEvent } from '../../../shared/events';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { waitFor } from '../../helpers/wait-for';
import { HttpSession } from './http-session';
import {
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
    await waitFor(
      async () => {
        await ctx.events.publishToAccount(owner.accountId, { type: 'team.changed' });
        return live;
      },
      { intervalMs: 50, what: 'the stream to deliver one event' },
    );
    await callerFor(ctx, owner).teams.removeMember({ userId: signUp.data!.user.id });
    const received = await ended;
    expect(received).not.toContain('member.removed');
  });
});
