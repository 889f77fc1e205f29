import type { AppDeps } from '../../../deps';
import type { JobPayload } from '../../../queue/jobs';
import { recordOutcomes } from './record-outcome.service';

/** The `call-outcomes` job: outcomes a voice provider reported, recorded together. */
export async function callOutcomesJob(payload: JobPayload<'call-outcomes'>, deps: AppDeps) {
  await recordOutcomes(deps, payload.outcomes);
}
