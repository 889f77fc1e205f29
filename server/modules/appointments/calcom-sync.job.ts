import type { AppDeps } from '../../deps';
import type { JobPayload } from '../../queue/jobs';
import { syncCalcomBookings } from './calcom-bookings.service';

/** The `calcom-sync` job: pulls one account's bookings from Cal.com. */
export async function syncCalcomJob(deps: AppDeps, payload: JobPayload<'calcom-sync'>) {
  await syncCalcomBookings(deps, payload.accountId);
}
