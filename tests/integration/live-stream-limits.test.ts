import { describe, expect, it } from 'vitest';
import type { AccountEvent } from '../../shared/events';
import { signedInUser } from '../helpers/dialer-fixtures';
import { listIdsOf, openAccountStream, untilLive } from '../helpers/event-streams';
import { firstSseMessage } from '../helpers/first-sse-message';
import { createTestContext } from '../helpers/test-context';
import { startTestServer } from '../helpers/test-server';

const ctx = await createTestContext({ LIVE_STREAMS_PER_USER: '2' });
const { url } = await startTestServer(ctx);

const listChanged = (listId: string): AccountEvent => ({ type: 'list.changed', listId });

describe('open live streams per user', () => {
  it('closes the oldest stream when a user opens one more than allowed', async () => {
    const owner = await signedInUser(ctx, 'many-tabs');
    const account = owner.user.accountId;
    const first = openAccountStream(url, owner.cookie);
    await untilLive(ctx.events, account, first);
    const second = openAccountStream(url, owner.cookie);
    await untilLive(ctx.events, account, second);
    expect(ctx.events.streamLimit.openFor(owner.user.id)).toBe(2);

    const third = openAccountStream(url, owner.cookie);
    await expect.poll(() => first.ended()).toBe(true);
    await untilLive(ctx.events, account, third);
    await ctx.events.publishToAccount(account, listChanged('after-the-third'));
    await expect.poll(() => listIdsOf(third)).toContain('after-the-third');
    await expect.poll(() => listIdsOf(second)).toContain('after-the-third');
    expect(second.ended()).toBe(false);
    expect(listIdsOf(first)).not.toContain('after-the-third');
    expect(ctx.events.streamLimit.openFor(owner.user.id)).toBe(2);
    second.close();
    third.close();
    await expect.poll(() => ctx.events.streamLimit.openFor(owner.user.id)).toBe(0);
  });

  it('keeps idle streams open with pings and tells the client to reconnect after silence', async () => {
    const owner = await signedInUser(ctx, 'ping');
    const text = await firstSseMessage(`${url}/trpc/events.account`, owner.cookie);
    expect(text).toContain('event: connected');
    expect(text).toContain('"reconnectAfterInactivityMs":30000');
  });

  it('keeps no place for tabs that leave before or while they are served', async () => {
    const owner = await signedInUser(ctx, 'leaving');
    await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const aborter = new AbortController();
        const opened = fetch(`${url}/trpc/events.account`, {
          headers: { cookie: owner.cookie },
          signal: aborter.signal,
        }).catch(() => null);
        setTimeout(() => aborter.abort(), i % 5);
        await opened;
      }),
    );
    await expect.poll(() => ctx.events.streamLimit.openFor(owner.user.id)).toBe(0);
    await expect.poll(() => ctx.events.fanout.followedStreams).toBe(0);
  });
});
