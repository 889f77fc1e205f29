import { describe, expect, it } from 'vitest';
import type { JobName, JobPayload } from '../../../server/queue/jobs';
import { callsOf, contactsOf, runWorkers, waitFor } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import {
  accountWithRetellCalls,
  drainWakeUps,
  postWebhook,
  signBody,
  storedEvents,
  webhookBody,
} from './retell-webhook-fixtures';

const KEY = 'key_event_sweep';
const ctx = await createTestContext({
  DIALER_CALL_DURATION_MS: '600000',
  PROVIDER_EVENT_SWEEP_MS: '200',
});
// Redis refuses every drain wake-up the intake sends (as if it were down for that moment).
const add = ctx.queues.add.bind(ctx.queues);
ctx.queues.add = async <N extends JobName>(name: N, payload: JobPayload<N>) => {
  if (name === 'provider-events-drain') throw new Error('wake-up refused');
  await add(name, payload);
};
const { url } = await startTestServer(ctx);

describe('an accepted webhook is never lost', () => {
  it('is answered 2xx once stored, and the recurring sweep applies it without any wake-up', async () => {
    const a = await accountWithRetellCalls(ctx, 'sweep', KEY);
    const body = webhookBody('call_ended', {
      call_id: a.providerCallIds[0]!,
      disconnection_reason: 'dial_busy',
      duration_ms: 4_000,
    });
    expect((await postWebhook(url, body, await signBody(body, KEY))).status).toBe(204);
    const [stored] = await storedEvents(ctx, a.providerCallIds[0]!);
    expect(stored).toMatchObject({ event: 'call_ended', processed_at: null });
    expect(await drainWakeUps(ctx)).toHaveLength(0);

    // A worker starting later (the API's process may have died after answering) finds it.
    await runWorkers(ctx);
    await waitFor(async () => (await storedEvents(ctx, a.providerCallIds[0]!))[0]!.processed_at, {
      what: 'the swept event to be processed',
    });
    expect((await callsOf(ctx, a.list.id))[0]).toMatchObject({
      state: 'ended',
      outcome: 'Dial No Answer',
    });
    expect((await contactsOf(ctx, a.list.id))[0]).toMatchObject({ status: 'Dial No Answer' });
  });
});
