import { describe, expect, it } from 'vitest';
import { EventBus } from '../../server/events/event-bus';
import type { AccountEvent } from '../../shared/events';
import { signedInUser } from '../helpers/dialer-fixtures';
import {
  httpClient,
  listIdsOf,
  namedConnections,
  openAccountStream,
  untilLive,
} from '../helpers/event-streams';
import { createTestContext } from '../helpers/test-context';
import { startTestServer } from '../helpers/test-server';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);
const readerName = `${ctx.config.redis.queuePrefix}:events-reader`;

const listChanged = (listId: string): AccountEvent => ({ type: 'list.changed', listId });

describe('the shared event reader', () => {
  it('serves 50 streams over 10 accounts from one Redis connection, each its own events in order', async () => {
    const owners = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signedInUser(ctx, `fanout-${i}`)),
    );
    // Each account starts from a known event, so every stream expects exactly what follows it.
    const starts = await Promise.all(
      owners.map((o) => ctx.events.publishToAccount(o.user.accountId, listChanged('start'))),
    );
    const streams = owners.flatMap((owner, i) =>
      Array.from({ length: 5 }, () => ({
        i,
        stream: openAccountStream(url, owner.cookie, starts[i]),
      })),
    );
    for (let n = 1; n <= 5; n++) {
      for (const [i, owner] of owners.entries()) {
        await ctx.events.publishToAccount(owner.user.accountId, listChanged(`a${i}-e${n}`));
      }
    }
    const expected = (i: number) => [1, 2, 3, 4, 5].map((n) => `a${i}-e${n}`);
    for (const { i, stream } of streams)
      await expect.poll(() => listIdsOf(stream)).toEqual(expected(i));

    expect(await namedConnections(ctx.redis, readerName)).toBe(1);
    expect(ctx.events.fanout.followedStreams).toBe(10);

    // Joining and leaving streams opens no further connection.
    for (const { stream } of streams.slice(0, 25)) stream.close();
    const late = openAccountStream(url, owners[0]!.cookie, starts[0]);
    await expect.poll(() => listIdsOf(late)).toEqual(expected(0));
    expect(await namedConnections(ctx.redis, readerName)).toBe(1);
    for (const { stream } of streams) expect(stream.errors).toEqual([]);
    for (const { stream } of streams.slice(25)) stream.close();
    late.close();
  });

  it('gives a reconnecting tab exactly the events it missed, then the live ones', async () => {
    const owner = await signedInUser(ctx, 'reconnect');
    const account = owner.user.accountId;
    const other = openAccountStream(url, owner.cookie);
    await untilLive(ctx.events, account, other);

    const tab = openAccountStream(url, owner.cookie);
    await untilLive(ctx.events, account, tab);
    const seen = tab.received.at(-1)!.id;
    tab.close();
    // Meanwhile the shared reader moves on for the stream still open.
    await ctx.events.publishToAccount(account, listChanged('missed-1'));
    await ctx.events.publishToAccount(account, listChanged('missed-2'));
    await expect.poll(() => listIdsOf(other)).toContain('missed-2');

    const again = openAccountStream(url, owner.cookie, seen);
    await expect.poll(() => listIdsOf(again)).toEqual(['missed-1', 'missed-2']);
    await ctx.events.publishToAccount(account, listChanged('live-1'));
    await expect.poll(() => listIdsOf(again)).toEqual(['missed-1', 'missed-2', 'live-1']);
    other.close();
    again.close();
  });

  it('resumes exactly in another API process from the id this one delivered', async () => {
    const owner = await signedInUser(ctx, 'other-process');
    const account = owner.user.accountId;
    const seen = await ctx.events.publishToAccount(account, listChanged('seen'));
    await ctx.events.publishToAccount(account, listChanged('missed'));

    const otherRedis = ctx.redis.duplicate();
    const otherProcess = new EventBus(otherRedis, ctx.config.redis.queuePrefix, ctx.logger);
    const aborter = new AbortController();
    const got: string[] = [];
    const reading = (async () => {
      for await (const { event } of otherProcess.readAccount(account, seen, aborter.signal)) {
        if (event.type === 'list.changed') got.push(event.listId);
        if (got.length === 2) aborter.abort();
      }
    })();
    await expect.poll(() => got).toEqual(['missed']);
    await ctx.events.publishToAccount(account, listChanged('live'));
    await reading;
    expect(got).toEqual(['missed', 'live']);
    otherProcess.close();
    otherRedis.disconnect();
  });
});

describe('a stream ends with its session', () => {
  it('ends the open stream of a session that signs out, and only that one', async () => {
    const owner = await signedInUser(ctx, 'sign-out');
    const elsewhere = await signedInUser(ctx, 'sign-out-other');
    const stream = openAccountStream(url, owner.cookie);
    const bystander = openAccountStream(url, elsewhere.cookie);
    await untilLive(ctx.events, owner.user.accountId, stream);
    await untilLive(ctx.events, elsewhere.user.accountId, bystander);

    await httpClient(url, owner.cookie).auth.signOut.mutate();
    await expect.poll(() => stream.ended(), { timeout: 1_000 }).toBe(true);
    expect(bystander.ended()).toBe(false);
    stream.close();
    bystander.close();
  });
});
