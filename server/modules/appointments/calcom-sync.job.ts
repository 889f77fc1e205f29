import type { AppDeps } from '../../deps';
import type { JobPayload } from '../../queue/jobs';
import { connectedAccounts } from '../calcom/calcom.repository';
import { syncCalcomBookings } from './calcom-bookings.service';

export async function syncCalcomJob(deps: AppDeps, payload: JobPayload<'calcom-sync'>) {
  await syncCalcomBookings(deps, payload.accountId);
}

/** The periodic pull: one sync job per connected account (an account's pending job is reused). */
export async function pollCalcom(deps: AppDeps): Promise<void> {
  const accounts = await connectedAccounts(deps.db);
  await deps.queues.addMany(
    'calcom-sync',
    accounts.map((accountId) => ({ accountId })),
  );
}
