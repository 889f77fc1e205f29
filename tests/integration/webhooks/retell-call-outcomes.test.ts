import { describe, expect, it } from 'vitest';
import {
  DISCONNECTION_VERDICTS,
  type DisconnectionReason,
} from '../../../server/integrations/retell/disconnection-outcome';
import { campaignPort } from '../../../server/modules/campaigns/rounds/campaign-port';
import type { JobPayload } from '../../../server/queue/jobs';
import { processProviderEvent } from '../../../server/voice/call-events/provider-event.job';
import { callsOf, contactsOf } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import {
  accountWithRetellCalls,
  postWebhook,
  runDrainWakeUps,
  signBody,
  webhookBody,
} from './retell-webhook-fixtures';

const KEY = 'key_outcomes_account';
const REASONS = Object.keys(DISCONNECTION_VERDICTS) as DisconnectionReason[];
// No workers: the queued event jobs are run by hand, so each step can be looked at.
const ctx = await createTestContext({
  DIALER_CALL_DURATION_MS: '600000',
  DIALER_BATCH_SIZE: String(REASONS.length),
  // Every reason's call in flight at once: more than the 20 assumed when no provider reports.
  DIALER_CONCURRENCY_BOUND: '1000',
  RETELL_ANALYSIS_WAIT_MS: '600000',
});
const { url } = await startTestServer(ctx);
const dialerQueue = ctx.queues.get('dialer');

/** Runs (and removes) the drain wake-ups queued; returns the decisions left waiting. */
async function runEventJobs(): Promise<JobPayload<'provider-event'>[]> {
  await runDrainWakeUps(ctx);
  const delayed = await dialerQueue.getJobs(['delayed']);
  return delayed.filter((j) => j.name === 'provider-event').map((j) => j.data);
}

async function deliver(event: string, call: Record<string, unknown> & { call_id: string }) {
  const body = webhookBody(event, call);
  const res = await postWebhook(url, body, await signBody(body, KEY));
  expect(res.status).toBe(204);
}

describe('Retell call events end our calls', () => {
  it('a call_ended ends an in-progress call with the mapped status; a replay changes nothing', async () => {
    const a = await accountWithRetellCalls(ctx, 'ended', KEY);
    const ended = {
      call_id: a.providerCallIds[0]!,
      disconnection_reason: 'dial_busy',
      duration_ms: 21_000,
    };
    await deliver('call_ended', ended);
    expect(await runEventJobs()).toEqual([]);

    const [call] = await callsOf(ctx, a.list.id);
    expect(call).toMatchObject({
      state: 'ended',
      outcome: 'Dial No Answer',
      disconnection_reason: 'dial_busy',
      duration_ms: 21_000,
    });
    const [contact] = await contactsOf(ctx, a.list.id);
    expect(contact).toMatchObject({ status: 'Dial No Answer', attempts: 1 });

    // The same delivery again, and a late call_analyzed that disagrees: nothing changes.
    await deliver('call_ended', ended);
    await deliver('call_analyzed', { ...ended, disconnection_reason: 'user_hangup' });
    await runEventJobs();
    expect((await callsOf(ctx, a.list.id))[0]).toEqual(call);
    expect((await contactsOf(ctx, a.list.id))[0]).toEqual(contact);
  });

  it('a conversation waits for the analysis: call_successful makes it Completed, in either order', async () => {
    const a = await accountWithRetellCalls(ctx, 'talk', KEY, 2);
    const [first, second] = a.providerCallIds as [string, string];
    const analysis = { call_successful: true, in_voicemail: false };

    await deliver('call_ended', { call_id: first, disconnection_reason: 'agent_hangup' });
    const delayed = await runEventJobs();
    expect(delayed).toHaveLength(1);
    // The first call left its slot at call_ended; its status waits for the analysis.
    const stateOf = async (providerCallId: string) =>
      (await callsOf(ctx, a.list.id)).find((c) => c.provider_call_id === providerCallId)?.state;
    expect([await stateOf(first), await stateOf(second)]).toEqual([
      'awaiting-analysis',
      'in-progress',
    ]);
    await deliver('call_analyzed', {
      call_id: first,
      disconnection_reason: 'agent_hangup',
      call_analysis: analysis,
    });
    // Out of order for the second call: the analysis first.
    await deliver('call_analyzed', {
      call_id: second,
      disconnection_reason: 'agent_hangup',
      call_analysis: analysis,
    });
    await deliver('call_ended', { call_id: second, disconnection_reason: 'agent_hangup' });
    for (const payload of [...delayed, ...(await runEventJobs())]) {
      await processProviderEvent(ctx, campaignPort(ctx), payload);
    }
    expect((await callsOf(ctx, a.list.id)).map((c) => c.outcome)).toEqual([
      'Completed',
      'Completed',
    ]);
  });

  it('a conversation whose analysis never comes is decided as Answered after the wait', async () => {
    const a = await accountWithRetellCalls(ctx, 'noanalysis', KEY);
    await deliver('call_ended', {
      call_id: a.providerCallIds[0]!,
      disconnection_reason: 'inactivity',
    });
    const [decide] = await runEventJobs();
    expect(decide!.decideAt).toBeDefined();
    await processProviderEvent(ctx, campaignPort(ctx), decide!);
    expect((await contactsOf(ctx, a.list.id))[0]).toMatchObject({ status: 'Answered' });
  });

  it('every disconnection reason, row by row, through webhook and worker to the contact', async () => {
    const a = await accountWithRetellCalls(ctx, 'table', KEY, REASONS.length);
    const calls = await callsOf(ctx, a.list.id);
    const reasonOf = new Map<string, DisconnectionReason>();
    for (const [i, reason] of REASONS.entries()) {
      reasonOf.set(calls[i]!.contact_id.toString(), reason);
      await deliver('call_analyzed', {
        call_id: a.providerCallIds[i]!,
        disconnection_reason: reason,
      });
    }
    await runEventJobs();
    for (const contact of await contactsOf(ctx, a.list.id)) {
      const reason = reasonOf.get(contact.id.toString())!;
      const verdict = DISCONNECTION_VERDICTS[reason];
      // A call never placed counts no attempt: its contact is as before the call.
      const expected = verdict.kind === 'placed' ? verdict.status : 'Not Called';
      expect({ reason, status: contact.status }).toEqual({ reason, status: expected });
    }
  });
});
