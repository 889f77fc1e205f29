import { afterAll, describe, expect, it } from 'vitest';
import { startWebhookReceiverFake } from '../../fakes/webhook-receiver-fake';
import {
  callsOf,
  importList,
  runWorkers,
  signedInUser,
  waitFor,
  waitForState,
} from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

const receiver = await startWebhookReceiverFake();
afterAll(() => receiver.close());
const ctx = await createTestContext({
  DIALER_SEED: '7',
  WEBHOOK_LOCAL_ORIGINS: receiver.url,
  WEBHOOK_RELAY_INTERVAL_MS: '100',
});
await runWorkers(ctx);

describe('outbound webhook events from the product', () => {
  it('a simulated campaign sends call.ended per call and campaign.completed, signed, through the worker', async () => {
    const { user, caller } = await signedInUser(ctx, 'events');
    const { secret } = await caller.webhooks.addEndpoint({
      url: `${receiver.url}/events`,
      events: ['call.ended', 'campaign.completed'],
    });
    receiver.setSecret(secret);
    const list = await importList(ctx, user.accountId, 3);
    await caller.dialer.start({ listId: list.id });
    await waitForState(ctx, list.id, ['completed'], 25_000);
    const calls = await callsOf(ctx, list.id);

    const bodies = () =>
      receiver.received
        .filter((r) => r.verified)
        .map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> });
    await waitFor(
      async () =>
        bodies().some((b) => b.type === 'campaign.completed' && b.data.list_id === list.id),
      { timeoutMs: 20_000, what: 'campaign.completed at the receiver' },
    );
    const ended = bodies().filter((b) => b.type === 'call.ended' && b.data.list_id === list.id);
    expect(ended.map((b) => b.data.call_id).sort()).toEqual(calls.map((c) => c.id).sort());
    const byCall = new Map(calls.map((c) => [c.id, c.outcome]));
    for (const body of ended) expect(body.data.outcome).toBe(byCall.get(String(body.data.call_id)));
  });
});
