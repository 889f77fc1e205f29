import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

type Conn = Kysely<Database>;

/** The account of our call row that the provider knows by this id, if any. */
export async function accountOfProviderCall(
  db: Conn,
  provider: string,
  providerCallId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('calls')
    .select('account_id')
    .where('provider', '=', provider)
    .where('provider_call_id', '=', providerCallId)
    .executeTakeFirst();
  return row?.account_id ?? null;
}

export async function accountExists(db: Conn, accountId: string): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Stores an event once per (provider call, event). Returns its id and whether it still needs
 * processing (false for a duplicate of an event already processed).
 */
export async function storeEvent(
  db: Conn,
  values: {
    accountId: string;
    provider: string;
    providerCallId: string;
    event: string;
    payload: string;
  },
): Promise<{ id: string; pending: boolean; duplicate: boolean }> {
  const inserted = await db
    .insertInto('provider_webhook_events')
    .values({
      account_id: values.accountId,
      provider: values.provider,
      provider_call_id: values.providerCallId,
      event: values.event,
      payload: values.payload,
    })
    .onConflict((oc) => oc.columns(['provider_call_id', 'event']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, pending: true, duplicate: false };
  const existing = await db
    .selectFrom('provider_webhook_events')
    .select(['id', 'processed_at'])
    .where('provider_call_id', '=', values.providerCallId)
    .where('event', '=', values.event)
    .executeTakeFirstOrThrow();
  return { id: existing.id, pending: existing.processed_at === null, duplicate: true };
}

export function loadEvent(db: Conn, eventId: string) {
  return db
    .selectFrom('provider_webhook_events')
    .selectAll()
    .where('id', '=', eventId)
    .executeTakeFirst();
}

export async function markProcessed(db: Conn, eventId: string): Promise<void> {
  await db
    .updateTable('provider_webhook_events')
    .set({ processed_at: new Date() })
    .where('id', '=', eventId)
    .where('processed_at', 'is', null)
    .execute();
}

/** Our call row for a provider call, within the account the event was verified for. */
export function findProviderCall(
  db: Conn,
  accountId: string,
  provider: string,
  providerCallId: string,
) {
  return db
    .selectFrom('calls')
    .select(['id', 'state'])
    .where('account_id', '=', accountId)
    .where('provider', '=', provider)
    .where('provider_call_id', '=', providerCallId)
    .executeTakeFirst();
}

/** What the provider reported about how a call ended; a later report fills what is missing. */
export async function saveCallFacts(
  db: Conn,
  callId: string,
  facts: { disconnectionReason: string | null; durationMs: number | null },
): Promise<void> {
  await db
    .updateTable('calls')
    .set((eb) => ({
      disconnection_reason: eb.fn.coalesce(
        'disconnection_reason',
        eb.val(facts.disconnectionReason),
      ),
      duration_ms: eb.fn.coalesce('duration_ms', eb.val(facts.durationMs)),
    }))
    .where('id', '=', callId)
    .execute();
}
