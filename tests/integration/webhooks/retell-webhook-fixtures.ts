import { sign } from 'retell-sdk';
import { symmetric } from 'retell-sdk/lib/webhook_auth';
import { storeSecret } from '../../../server/modules/api-keys/api-keys.service';
import { campaignPort } from '../../../server/modules/campaigns/rounds/campaign-port';
import { forgetQueuedWakeUp } from '../../../server/voice/call-events/event-wake';
import { drainProviderEvents } from '../../../server/voice/call-events/provider-event.job';
import { RETELL_PROVIDER } from '../../../server/voice/call-events/retell-webhook.service';
import { callsOf, importList, runPlannedRounds, signedInUser } from '../../helpers/dialer-fixtures';
import type { TestContext } from '../../helpers/test-context';

/** An account with a Retell key stored (as checked) and one list whose calls are in progress. */
export async function accountWithRetellCalls(
  ctx: TestContext,
  label: string,
  key: string,
  contacts = 1,
) {
  const signedIn = await signedInUser(ctx, label);
  await storeSecret(ctx, signedIn.user, 'retell', key, { status: 'valid', message: null });
  await ctx.db
    .updateTable('accounts')
    .set({ calls_in_flight_limit: 1000 })
    .where('id', '=', signedIn.user.accountId)
    .execute();
  const list = await importList(ctx, signedIn.user.accountId, contacts);
  await signedIn.caller.dialer.start({ listId: list.id });
  await runPlannedRounds(ctx);
  // The calls the simulated provider placed, relabelled as placed through Retell.
  const calls = await callsOf(ctx, list.id);
  for (const [i, call] of calls.entries()) {
    await ctx.db
      .updateTable('calls')
      .set({ provider: RETELL_PROVIDER, provider_call_id: `call_${label}_${i}` })
      .where('id', '=', call.id)
      .execute();
  }
  return { ...signedIn, list, providerCallIds: calls.map((_, i) => `call_${label}_${i}`) };
}

export function webhookBody(
  event: string,
  call: Record<string, unknown> & { call_id: string },
): string {
  return JSON.stringify({ event, call: { call_type: 'phone_call', ...call } });
}

/** Signs with the SDK's own helper; `at` signs as of another moment (stale deliveries). */
export function signBody(body: string, key: string, at?: number): Promise<string> {
  return at === undefined ? sign(body, key) : symmetric.sign(body, key, at);
}

export function postWebhook(url: string, body: string, signature?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature) headers['x-retell-signature'] = signature;
  return fetch(`${url}/api/webhooks/retell`, { method: 'POST', headers, body });
}

export function storedEvents(ctx: TestContext, providerCallId: string) {
  return ctx.db
    .selectFrom('provider_webhook_events')
    .selectAll()
    .where('provider_call_id', '=', providerCallId)
    .execute();
}

/** The drain wake-ups the intake queued (waiting or due at their slot's end). */
export async function drainWakeUps(ctx: TestContext) {
  const jobs = await ctx.queues.get('dialer').getJobs(['waiting', 'delayed']);
  return jobs.filter((job) => job.name === 'provider-events-drain');
}

/** Runs (and removes) each queued drain wake-up, as the worker would; returns how many ran. */
export async function runDrainWakeUps(ctx: TestContext): Promise<number> {
  const wakeUps = await drainWakeUps(ctx);
  for (const job of wakeUps) {
    await drainProviderEvents(ctx, campaignPort(ctx));
    await job.remove();
  }
  // Drained before the slot's end: an event later in the same slot must queue its own wake-up.
  forgetQueuedWakeUp(ctx.queues);
  return wakeUps.length;
}
