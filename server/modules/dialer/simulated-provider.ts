import { createHash, randomInt } from 'node:crypto';
import { CALL_OUTCOMES, type CallOutcome } from '../../../shared/dialer/contact-status';
import type { AppDeps } from '../../deps';

export const SIMULATED_PROVIDER = 'simulated';

/**
 * Uniform among the four outcomes. With a seed the outcome depends only on seed + call id, so
 * a run is reproducible whatever the timing, and a re-delivered outcome is the same outcome.
 */
export function simulatedOutcome(seed: number | undefined, callId: string): CallOutcome {
  if (seed === undefined) return CALL_OUTCOMES[randomInt(CALL_OUTCOMES.length)]!;
  const digest = createHash('sha256').update(`${seed}:${callId}`).digest();
  return CALL_OUTCOMES[digest.readUInt32BE(0) % CALL_OUTCOMES.length]!;
}

/** "Dials": the call ends after the configured duration, as a durable delayed outcome job. */
export async function dialSimulated(
  deps: Pick<AppDeps, 'queues' | 'config'>,
  call: { id: string; started_at: Date },
): Promise<void> {
  const endsAt = new Date(call.started_at.getTime() + deps.config.dialer.callDurationMs);
  await deps.queues.add('call-outcome', { callId: call.id, notBefore: endsAt.toISOString() });
}
