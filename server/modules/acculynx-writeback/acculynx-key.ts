import type { AppDeps } from '../../deps';
import { readStormSecret } from '../storm/storm.service';

/** The account's AccuLynx API key when it was verified against AccuLynx; else null. */
export async function verifiedAcculynxKey(
  deps: Pick<AppDeps, 'db' | 'config'>,
  accountId: string,
): Promise<string | null> {
  const row = await deps.db
    .selectFrom('storm_connections')
    .select('verified')
    .where('account_id', '=', accountId)
    .where('provider', '=', 'acculynx')
    .where('method', '=', 'api_key')
    .where('verified', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  return readStormSecret(deps, accountId, 'acculynx');
}
