import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { Config } from '../../env';
import { verdictOfEndedCall } from '../../integrations/retell/disconnection-outcome';
import { retellApi } from '../../integrations/retell/retell-api';
import { createRetellClient } from '../../integrations/retell/retell-client';
import { toRetellError } from '../../integrations/retell/retell-errors';
import type { RetellCall } from '../../integrations/retell/retell-webhook-shape';
import type { Logger } from '../../logger';
import type { Queues } from '../../queue/queues';
import { saveCallFacts } from '../call-events/provider-events.repository';
import type { ProviderKeys } from '../provider-keys';
import type { CallResolution, StaleCall, VoiceProvider } from '../voice-provider';
import { saveProviderCallId } from './dispatch.repository';
import { retellReadiness } from './retell-readiness';

/** Retell's answer for a call that never reported back, when Retell does not know it. */
export const NO_RESULT_REASON = 'no result from provider';
const FINISHED = new Set(['ended', 'error', 'not_connected']);

/**
 * Real calls through Retell. `dial` hands each call to a `dispatch-call` job (server/voice/retell/
 * dispatch-call.ts); outcomes come back by signed webhook (server/modules/call-events).
 */
export function createRetellProvider(deps: {
  config: Config;
  queues: Queues;
  db: Kysely<Database>;
  logger: Logger;
  keys: ProviderKeys;
}): VoiceProvider {
  return {
    name: 'retell',
    realCalls: true,
    checksAtDispatch: true,
    async dial(calls) {
      await deps.queues.addMany(
        'dispatch-call',
        calls.map((call) => ({ callId: call.id, try: 1 })),
      );
    },
    resolveStale: (call) => resolveStaleCall(deps, call),
    readiness: retellReadiness,
    async recordingUrl(call) {
      const key = await deps.keys.retellKey(call.accountId);
      if (!key) return null;
      const found = await retellApi(createRetellClient(deps.config, key)).getCall(
        call.providerCallId,
      );
      return found.recording_url ?? null;
    },
    async concurrency(accountId) {
      const key = await deps.keys.retellKey(accountId);
      if (!key) return null;
      const report = await retellApi(createRetellClient(deps.config, key)).getConcurrency();
      return {
        limit: report.concurrency_limit ?? null,
        current: report.current_concurrency ?? null,
        reservedInbound: report.reserved_inbound_concurrency ?? null,
      };
    },
  };
}

/**
 * Asks Retell about a call whose webhooks never came: found and finished → its verdict; still
 * ongoing → wait, unless older than the configured hours; unknown to Retell → never placed.
 * Retell unreachable → ask again later.
 */
async function resolveStaleCall(
  deps: { config: Config; db: Kysely<Database>; logger: Logger; keys: ProviderKeys },
  call: StaleCall,
): Promise<CallResolution> {
  const key = await deps.keys.retellKey(call.accountId);
  if (!key) return { state: 'not-placed', reason: 'no Retell key' };
  const api = retellApi(createRetellClient(deps.config, key));
  let found: RetellCall | null;
  try {
    found = call.providerCallId
      ? await api.getCall(call.providerCallId)
      : await api.findCallByOurId(call.id);
  } catch (error) {
    const failure = toRetellError(error);
    if (failure.status === 404 || failure.status === 422) found = null;
    else {
      deps.logger.warn({ callId: call.id, err: failure.message }, 'stale call: Retell unreachable');
      return { state: 'unknown' };
    }
  }
  if (!found) return { state: 'not-placed', reason: 'unknown to Retell' };
  if (!call.providerCallId) await saveProviderCallId(deps.db, call.id, found.call_id);

  if (found.call_status && FINISHED.has(found.call_status)) {
    await saveCallFacts(deps.db, call.id, found);
    const verdict = verdictOfEndedCall(found);
    return verdict.kind === 'placed'
      ? { state: 'ended', outcome: verdict.status }
      : { state: 'not-placed', reason: found.disconnection_reason ?? 'not placed' };
  }
  const ageMs = Date.now() - call.startedAt.getTime();
  if (ageMs > deps.config.retell.staleCallHours * 3_600_000) {
    await saveCallFacts(deps.db, call.id, {
      call_id: found.call_id,
      disconnection_reason: NO_RESULT_REASON,
    });
    return { state: 'ended', outcome: 'Dial No Answer' };
  }
  return { state: 'in-progress' };
}
