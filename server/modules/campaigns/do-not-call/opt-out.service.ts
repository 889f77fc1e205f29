import type { AppDeps } from '../../../deps';
import { addOptOut } from './do-not-call.service';

/**
 * A campaign call whose analysis says the person opted out: its contact's number goes on the
 * account's do-not-call list at once (a test call's typed number is left alone).
 */
export async function recordOptOut(deps: AppDeps, callId: string): Promise<void> {
  const call = await deps.db
    .selectFrom('calls as k')
    .innerJoin('contacts as c', 'c.id', 'k.contact_id')
    .select(['k.account_id', 'c.phone_number', 'c.status'])
    .where('k.id', '=', callId)
    .executeTakeFirst();
  if (!call || call.status === 'Invalid Number') return;
  await addOptOut(deps, call.account_id, call.phone_number, callId);
}
