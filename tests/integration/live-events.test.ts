import { createTRPCClient, httpSubscriptionLink } from '@trpc/client';
import { EventSource } from 'eventsource';
import { describe, expect, it, vi } from 'vitest';
import type { AppRouter } from '../../server/router';
import { healthPing } from '../../worker/health-ping';
import { createTestContext } from '../helpers/test-context';
import { startTestServer } from '../helpers/test-server';

const ctx = await createTestContext();

describe('live events', () => {
  it('carries an event published by the worker through Redis to an SSE subscriber', async () => {
    const { url } = await startTestServer(ctx);
    const client = createTRPCClient<AppRouter>({
      links: [httpSubscriptionLink({ url: `${url}/trpc`, EventSource })],
    });
    const received: { id: string; workerId: string }[] = [];
    const sub = client.system.heartbeats.subscribe(undefined, {
      onData: ({ id, data }) => received.push({ id, workerId: data.workerId }),
    });
    // The subscription reads from "now": the worker pings until one has come through.
    await vi.waitUntil(
      async () => {
        await healthPing({}, { ...ctx, workerId: 'worker-under-test' });
        return received.length > 0;
      },
      { timeout: 10_000, interval: 50 },
    );
    sub.unsubscribe();
    const event = received[0]!;
    expect(event.workerId).toBe('worker-under-test');
    expect(event.id).toMatch(/^\d+-\d+$/);
  });
});
