import { createHash, randomInt } from 'node:crypto';
import { type CallOutcome, SIMULATED_OUTCOMES } from '../../../shared/dialer/contact-status';

/**
 * Uniform among the four outcomes. With a seed the outcome depends only on seed + call id, so
 * a run is reproducible whatever the timing, and a re-delivered outcome is the same outcome.
 */
export function simulatedOutcome(seed: number | undefined, callId: string): CallOutcome {
  if (seed === undefined) return SIMULATED_OUTCOMES[randomInt(SIMULATED_OUTCOMES.length)]!;
  const digest = createHash('sha256').update(`${seed}:${callId}`).digest();
  return SIMULATED_OUTCOMES[digest.readUInt32BE(0) % SIMULATED_OUTCOMES.length]!;
}
