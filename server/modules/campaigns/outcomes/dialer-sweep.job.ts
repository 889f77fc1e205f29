import type { AppDeps } from '../../../deps';
import type { JobPayload } from '../../../queue/jobs';
import { sweepDialer } from './dialer-sweep.service';

/** The recurring `dialer-sweep` job: stale in-progress calls and campaigns without a round. */
export async function dialerSweepJob(_payload: JobPayload<'dialer-sweep'>, deps: AppDeps) {
  await sweepDialer(deps);
}
