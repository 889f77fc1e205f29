import type { Config } from '../../env';
import type { Queues } from '../../queue/queues';
import type { CallToDial, VoiceProvider } from '../voice-provider';
import { simulatedOutcome } from './simulated-outcome';

/** Most outcomes one job carries; a fill of a few hundred campaigns stays well under it. */
const OUTCOMES_PER_JOB = 1000;

/**
 * The spec's calls: each lasts the configured duration (3 s) and ends with a uniform outcome
 * (seedable). Calls that start together end together, so their outcomes travel as one durable
 * delayed `call-outcomes` job and are recorded in one transaction.
 */
export function createSimulatedProvider(deps: {
  config: Pick<Config, 'dialer'>;
  queues: Pick<Queues, 'add'>;
}): VoiceProvider {
  const { callDurationMs, seed } = deps.config.dialer;
  return {
    name: 'simulated',
    realCalls: false,
    readiness: () => ({ provider: 'simulated', usable: true, missing: [] }),
    async dial(calls) {
      const byStart = new Map<number, CallToDial[]>();
      for (const call of calls) {
        const at = call.startedAt.getTime();
        byStart.set(at, [...(byStart.get(at) ?? []), call]);
      }
      for (const [startedAt, group] of byStart) {
        // Sorted, so a repeated hand-over builds the same job ids (a no-op in BullMQ).
        const sorted = group.map((call) => call.id).sort();
        for (let i = 0; i < sorted.length; i += OUTCOMES_PER_JOB) {
          const outcomes = sorted
            .slice(i, i + OUTCOMES_PER_JOB)
            .map((callId) => ({ callId, outcome: simulatedOutcome(seed, callId) }));
          const notBefore = new Date(startedAt + callDurationMs).toISOString();
          await deps.queues.add('call-outcomes', { outcomes, notBefore });
        }
      }
    },
    // A simulated call is never recorded.
    recordingUrl: async () => null,
    // Simulated calls have no provider limit: the deployment's bound applies.
    concurrency: async () => null,
    // Its result is decided by the seed (or the dice), so a lost outcome job is simply re-rolled.
    async resolveStale(call) {
      return { state: 'ended', outcome: simulatedOutcome(seed, call.id) };
    },
  };
}
