import type { AppDeps } from '../../../deps';
import type { JobPayload } from '../../../queue/jobs';
import { sweepDialer } from '../outcomes/dialer-sweep.service';
import { recordOutcomes } from '../outcomes/record-outcome.service';
import { runDueRounds } from './dial-round.service';

/** Job processors of the dialer queue; worker/handlers.ts maps job names to them. */
export const dialerJobs = {
  'dial-round': async (payload: JobPayload<'dial-round'>, deps: AppDeps) => {
    await runDueRounds(deps, new Date(payload.dueAt));
  },
  'call-outcomes': async (payload: JobPayload<'call-outcomes'>, deps: AppDeps) => {
    await recordOutcomes(deps, payload.outcomes);
  },
  'dialer-sweep': async (_payload: JobPayload<'dialer-sweep'>, deps: AppDeps) => {
    await sweepDialer(deps);
  },
};
