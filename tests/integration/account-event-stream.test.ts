import { createTRPCClient, httpSubscriptionLink } from '@trpc/client';
import { EventSource } from 'eventsource';
import { describe, expect, it } from 'vitest';
import type { AppRouter } from '../../server/router';
import type { AccountEvent } from '../../shared/events';
import { signedInUser } from '../helpers/dialer-fixtures';
import { createTestContext } from '../helpers/test-context';
import { startTestServer } from '../helpers/test-server';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);

/** A browser tab's one account stream, over real SSE with the user's cookie. */
function openStream(cookie: string, lastEventId?: string) {
  const client = createTRPCClient<AppRouter>({
    links: [
      httpSubscriptionLink({
        url: `${url}/trpc`,
        EventSource,
        eventSourceOptions: () => ({
          fetch: (input, init) => fetch(input, { ...init, headers: { ...init?.headers, cookie } }),
        }),
      }),
    ],
  });
  const received: { id: string; event: AccountEvent }[] = [];
  const errors: string[] = [];
  const subscription = client.events.account.subscribe(lastEventId ? { lastEventId } : undefined, {
    onData: ({ id, data }) => received.push({ id, event: data }),
    onError: (error) => errors.push(error.data?.code ?? error.message),
  });
  return { received, errors, close: () => subscription.unsubscribe() };
}

const listIds = (stream: { received: { event: AccountEvent }[] }) =>
  stream.received.flatMap(({ event }) => (event.type === 'list.changed' ? [event.listId] : []));

/** Streams read from "now": publish a marker until the stream has delivered it. */
async function untilLive(accountId: string, stream: { received: unknown[] }) {
  while (stream.received.length === 0) {
    await ctx.events.publishToAccount(accountId, { type: 'list.changed', listId: 'warm-up' });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the account event stream', () => {
  it("delivers an account's events to its members only", async () => {
    const roofersA = await signedInUser(ctx, 'a');
    const roofersB = await signedInUser(ctx, 'b');
    const streamA = openStream(roofersA.cookie);
    const streamB = openStream(roofersB.cookie);
    await untilLive(roofersA.user.accountId, streamA);
    await untilLive(roofersB.user.accountId, streamB);

    await ctx.events.publishToAccount(roofersA.user.accountId, {
      type: 'list.changed',
      listId: 'secret-of-a',
    });
    await ctx.events.publishToAccount(roofersB.user.accountId, {
      type: 'list.changed',
      listId: 'marker-of-b',
    });
    await expect.poll(() => listIds(streamA)).toContain('secret-of-a');
    await expect.poll(() => listIds(streamB)).toContain('marker-of-b');
    expect(listIds(streamB)).not.toContain('secret-of-a');
    expect(listIds(streamA)).not.toContain('marker-of-b');
    streamA.close();
    streamB.close();
  });

  it('resumes right after the last event a reconnecting tab saw', async () => {
    const owner = await signedInUser(ctx, 'resume');
    const account = owner.user.accountId;
    const seen = await ctx.events.publishToAccount(account, {
      type: 'list.changed',
      listId: 'one',
    });
    await ctx.events.publishToAccount(account, { type: 'list.changed', listId: 'two' });
    await ctx.events.publishToAccount(account, { type: 'list.changed', listId: 'three' });

    const stream = openStream(owner.cookie, seen);
    await expect.poll(() => listIds(stream)).toEqual(['two', 'three']);
    stream.close();
  });

  it('refuses a signed-out subscriber', async () => {
    const stream = openStream('sd_access=not-a-token');
    await expect.poll(() => stream.errors).toContain('UNAUTHORIZED');
    expect(stream.received).toEqual([]);
    stream.close();
  });
});
