import type { AppDeps } from '../../deps';
import type { JobPayload } from '../../queue/jobs';
import { runDialRound } from './dial-round.service';
import { sweepDialer } from './dialer-sweep.service';
import { recordOutcome } from './record-outcome.service';
import { simulatedOutcome } from './simulated-provider';

/** Job processors of the dialer queue; worker/handlers.ts maps job names to them. */
export const dialerJobs = {
  'dial-round': async (payload: JobPayload<'dial-round'>, deps: AppDeps) => {
    await runDialRound(deps, payload);
  },
  'call-outcome': async (payload: JobPayload<'call-outcome'>, deps: AppDeps) => {
    await recordOutcome(
      deps,
      payload.callId,
      simulatedOutcome(deps.config.dialer.seed, payload.callId),
    );
  },
  'dialer-sweep': async (_payload: JobPayload<'dialer-sweep'>, deps: AppDeps) => {
    await sweepDialer(deps);
  },
};
