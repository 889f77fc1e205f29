import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

type Conn = Kysely<Database>;

/** A call to dispatch with its contact (none for a test call). */
export function loadCallToDispatch(db: Conn, callId: string) {
  return db
    .selectFrom('calls as c')
    .leftJoin('contacts as t', 't.id', 'c.contact_id')
    .select([
      'c.id',
      'c.account_id',
      'c.list_id',
      'c.contact_id',
      'c.state',
      'c.provider_call_id',
      'c.dispatched_at',
      'c.voice_agent_id',
      'c.from_number',
      'c.to_number',
      't.phone_number',
      't.first_name',
      't.extra',
      't.hail_estimate_mm',
      't.hail_estimate_basis',
    ])
    .where('c.id', '=', callId)
    .executeTakeFirst();
}

/** Notes that a create is about to be sent: a later run must look for the call before creating. */
export async function markDispatching(
  db: Conn,
  callId: string,
  values: { voiceAgentId: string | null; fromNumber: string; toNumber: string },
): Promise<void> {
  await db
    .updateTable('calls')
    .set({
      dispatched_at: new Date(),
      voice_agent_id: values.voiceAgentId,
      from_number: values.fromNumber,
      to_number: values.toNumber,
    })
    .where('id', '=', callId)
    .execute();
}

export async function saveProviderCallId(
  db: Conn,
  callId: string,
  providerCallId: string,
): Promise<void> {
  await db
    .updateTable('calls')
    .set({ provider_call_id: providerCallId })
    .where('id', '=', callId)
    .where('provider_call_id', 'is', null)
    .execute();
}

export function agentOfAccount(db: Conn, accountId: string, agentId: string) {
  return db
    .selectFrom('voice_agents')
    .select(['id', 'name', 'retell_agent_id'])
    .where('account_id', '=', accountId)
    .where('id', '=', agentId)
    .executeTakeFirst();
}
