import { createTRPCClient, httpSubscriptionLink } from '@trpc/client';
import { EventSource } from 'eventsource';
import { describe, expect, it } from 'vitest';
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
    const received = new Promise<{ id: string; workerId: string }>((resolve, reject) => {
      const sub = client.system.heartbeats.subscribe(undefined, {
        onData: ({ id, data }) => {
          sub.unsubscribe();
          resolve({ id, workerId: data.workerId });
        },
        onError: reject,
      });
    });
    // The subscription reads from "now": publish once it is listening.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await healthPing({}, { ...ctx, workerId: 'worker-under-test' });
    const event = await received;
    expect(event.workerId).toBe('worker-under-test');
    expect(event.id).toMatch(/^\d+-\d+$/);
  });
});
