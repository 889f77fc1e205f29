import type { AppDeps } from '../../../deps';
import { addOptOut } from './do-not-call.service';

/**
 * A call whose analysis says the person opted out: the number goes on the account's do-not-call
 * list at once. A campaign call's number is its contact's; a callback's is the caller's (known
 * contact or not). A test call's typed number is left alone.
 */
export async function recordOptOut(deps: AppDeps, callId: string): Promise<void> {
  const call = await deps.db
    .selectFrom('calls as k')
    .leftJoin('contacts as c', 'c.id', 'k.contact_id')
    .select(['k.account_id', 'k.direction', 'k.from_number', 'c.phone_number', 'c.status'])
    .where('k.id', '=', callId)
    .executeTakeFirst();
  if (!call) return;
  if (call.direction === 'inbound') {
    const number = call.phone_number ?? call.from_number;
    if (number && call.status !== 'Invalid Number') {
      await addOptOut(deps, call.account_id, number, callId);
    }
    return;
  }
  if (!call.phone_number || call.status === 'Invalid Number') return;
  await addOptOut(deps, call.account_id, call.phone_number, callId);
}
