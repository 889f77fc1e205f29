import type { AppDeps } from '../../../deps';
import type { JobPayload } from '../../../queue/jobs';
import { runDueRounds } from './dial-round.service';

/** The `dial-round` job: the rounds of every campaign due by `dueAt`. */
export async function dialRoundJob(payload: JobPayload<'dial-round'>, deps: AppDeps) {
  await runDueRounds(deps, new Date(payload.dueAt));
}
