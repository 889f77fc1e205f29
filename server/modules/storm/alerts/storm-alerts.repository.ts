import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/types';
import type { AlertReport } from './storm-clusters';

type Conn = Kysely<Database>;

/** The reports an import wrote of at least `minInches` (the alert looks at new rows only). */
export async function reportsOfImport(db: Conn, importId: string, minInches: number) {
  const { rows } = await sql<AlertReport>`
    select id::text as id, source, episode_id::text as episode_id, event_id::text as event_id,
      begins_at, local_date::text as local_date, size_in::text as size_in, lat, lon, place, state
    from hail_events where import_id = ${importId} and size_in >= ${minInches}
    order by id`.execute(db);
  return rows;
}

/** Accounts with at least `min` numbers whose ZIP is one of `zips` (contacts_zip_account). */
export async function accountsWithContactsIn(db: Conn, zips: readonly string[], min: number) {
  const { rows } = await sql<{ account_id: string; n: number }>`
    select account_id, count(distinct phone_number)::int as n from contacts
    where zip = any(${zips as string[]}::text[])
    group by account_id having count(distinct phone_number) >= ${min}`.execute(db);
  return rows;
}

/** Records the alert once per account and storm; null when the account had it already. */
export async function insertAlertOnce(
  db: Conn,
  alert: { accountId: string; stormKey: string; storm: string; contacts: number; message: string },
): Promise<string | null> {
  const row = await db
    .insertInto('storm_alerts')
    .values({
      account_id: alert.accountId,
      storm_key: alert.stormKey,
      storm: alert.storm,
      contacts: alert.contacts,
      message: alert.message,
    })
    .onConflict((oc) => oc.columns(['account_id', 'storm_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function ownerEmailOf(db: Conn, accountId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('email')
    .where('account_id', '=', accountId)
    .where('role', '=', 'owner')
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return row?.email ?? null;
}

export async function markEmailed(db: Conn, alertId: string, to: string): Promise<void> {
  await db.updateTable('storm_alerts').set({ emailed_to: to }).where('id', '=', alertId).execute();
}

/** The account's alerts not dismissed, newest first (the dashboard's notice). */
export function openAlerts(db: Conn, accountId: string) {
  return db
    .selectFrom('storm_alerts')
    .select(['id', 'message', 'storm', 'contacts', 'created_at'])
    .where('account_id', '=', accountId)
    .where('dismissed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(5)
    .execute();
}

export async function dismissAlert(db: Conn, accountId: string, alertId: string): Promise<void> {
  await db
    .updateTable('storm_alerts')
    .set({ dismissed_at: new Date() })
    .where('id', '=', alertId)
    .where('account_id', '=', accountId)
    .execute();
}
