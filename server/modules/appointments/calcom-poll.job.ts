import type { AppDeps } from '../../deps';
import { connectedAccounts } from '../calcom/calcom.repository';

/** The periodic pull: one sync job per connected account (an account's pending job is reused). */
export async function pollCalcom(deps: AppDeps): Promise<void> {
  const accounts = await connectedAccounts(deps.db);
  await deps.queues.addMany(
    'calcom-sync',
    accounts.map((accountId) => ({ accountId })),
  );
}
