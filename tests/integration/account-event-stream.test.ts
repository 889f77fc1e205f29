import { describe, expect, it } from 'vitest';
import { accountEvents } from '../../server/modules/events/account-stream.service';
import { signedInUser } from '../helpers/dialer-fixtures';
import { listIdsOf, openAccountStream, untilLive } from '../helpers/event-streams';
import { firstSseMessage } from '../helpers/first-sse-message';
import { createTestContext } from '../helpers/test-context';
import { startTestServer } from '../helpers/test-server';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);

describe('the account event stream', () => {
  it("delivers an account's events to its members only", async () => {
    const roofersA = await signedInUser(ctx, 'a');
    const roofersB = await signedInUser(ctx, 'b');
    const streamA = openAccountStream(url, roofersA.cookie);
    const streamB = openAccountStream(url, roofersB.cookie);
    await untilLive(ctx.events, roofersA.user.accountId, streamA);
    await untilLive(ctx.events, roofersB.user.accountId, streamB);

    await ctx.events.publishToAccount(roofersA.user.accountId, {
      type: 'list.changed',
      listId: 'secret-of-a',
    });
    await ctx.events.publishToAccount(roofersB.user.accountId, {
      type: 'list.changed',
      listId: 'marker-of-b',
    });
    await expect.poll(() => listIdsOf(streamA)).toContain('secret-of-a');
    await expect.poll(() => listIdsOf(streamB)).toContain('marker-of-b');
    expect(listIdsOf(streamB)).not.toContain('secret-of-a');
    expect(listIdsOf(streamA)).not.toContain('marker-of-b');
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

    const stream = openAccountStream(url, owner.cookie, seen);
    await expect.poll(() => listIdsOf(stream)).toEqual(['two', 'three']);
    stream.close();
  });

  it('refuses a signed-out subscriber', async () => {
    const stream = openAccountStream(url, 'sd_access=not-a-token');
    await expect.poll(() => stream.errors).toContain('UNAUTHORIZED');
    expect(stream.received).toEqual([]);
    stream.close();
  });

  it("refuses an unknown event id in tRPC's error shape", async () => {
    const owner = await signedInUser(ctx, 'bad-id');
    const input = encodeURIComponent(JSON.stringify({ lastEventId: 'not-an-id' }));
    const aborter = new AbortController();
    const res = await fetch(`${url}/trpc/events.account?input=${input}`, {
      headers: { cookie: owner.cookie },
      signal: aborter.signal,
    });
    const text = await res.text();
    expect(text).toContain('event: serialized-error');
    expect(text).toContain('Unknown event id');
    expect(text).toContain('"code":"BAD_REQUEST"');
  });

  it("answers a signed-in tab with tRPC's connected event first", async () => {
    const owner = await signedInUser(ctx, 'connected');
    const text = await firstSseMessage(`${url}/trpc/events.account`, owner.cookie);
    expect(text).toBe('event: connected\ndata: {"reconnectAfterInactivityMs":30000}\n\n');
  });

  it('serves the same stream as tracked events in process, ending with its session', async () => {
    const owner = await signedInUser(ctx, 'in-process');
    const account = owner.user.accountId;
    const seen = await ctx.events.publishToAccount(account, { type: 'list.changed', listId: 'a' });
    await ctx.events.publishToAccount(account, { type: 'list.changed', listId: 'b' });
    const got: string[] = [];
    for await (const [, event] of accountEvents(ctx.events, owner.user, seen)) {
      if (event.type === 'list.changed') got.push(event.listId);
      if (got.length === 1) {
        await ctx.events.publishToAccount(account, {
          type: 'session.ended',
          userId: owner.user.id,
          sessionId: owner.user.sessionId,
        });
      }
    }
    expect(got).toEqual(['b']);
  });
});
