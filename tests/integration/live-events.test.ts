import { describe, expect, it } from 'vitest';
import { healthPing } from '../../worker/health-ping.job';
import { signedInUser } from '../helpers/dialer-fixtures';
import { subscriptionClient } from '../helpers/event-streams';
import { firstSseMessage } from '../helpers/first-sse-message';
import { createTestContext } from '../helpers/test-context';
import { startTestServer } from '../helpers/test-server';
import { waitFor } from '../helpers/wait-for';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);

describe('live events', () => {
  it('carries an event published by the worker through Redis to an admin over SSE', async () => {
    const admin = await signedInUser(ctx, 'admin', { isAdmin: true });
    const client = subscriptionClient(url, admin.cookie);
    let event: { id: string; workerId: string } | null = null;
    const sub = client.system.heartbeats.subscribe(undefined, {
      onData: ({ id, data }) => {
        event ??= { id, workerId: data.workerId };
      },
    });
    // The stream reads from "now": publish until the subscriber, once listening, receives one.
    const received = await waitFor(
      async () => {
        await healthPing({}, { ...ctx, workerId: 'worker-under-test' });
        return event as { id: string; workerId: string } | null;
      },
      { intervalMs: 50, what: 'a heartbeat over SSE' },
    );
    sub.unsubscribe();
    expect(received.workerId).toBe('worker-under-test');
    expect(received.id).toMatch(/^\d+-\d+$/);
  });

  it('refuses the heartbeat stream to the signed-out and to non-admins', async () => {
    const member = await signedInUser(ctx, 'member');
    expect(await firstStreamEvent()).toContain('"code":"UNAUTHORIZED"');
    expect(await firstStreamEvent(member.cookie)).toContain('"code":"FORBIDDEN"');
  });
});

const firstStreamEvent = (cookie?: string) =>
  firstSseMessage(`${url}/trpc/system.heartbeats`, cookie);
