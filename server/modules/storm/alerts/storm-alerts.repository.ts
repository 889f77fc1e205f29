import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/types';
import type { AlertReport } from './storm-clusters';

type Conn = Kysely<Database>;

const REPORT_COLUMNS = sql`id::text as id, source, begins_at, local_date::text as local_date,
  size_in::text as size_in, lat, lon, place, state`;

/** The storm days of an import's reports of at least `minInches` that began after `since`. */
export async function recentDaysOfImport(
  db: Conn,
  importId: string,
  minInches: number,
  since: Date,
): Promise<string[]> {
  const { rows } = await sql<{ day: string }>`
    select distinct local_date::text as day from hail_events
    where import_id = ${importId} and size_in >= ${minInches} and begins_at >= ${since}
    order by day`.execute(db);
  return rows.map((row) => row.day);
}

/** Every archived report of these storm days of at least `minInches` (NCEI and SPC). */
export async function reportsOfDays(db: Conn, days: string[], minInches: number) {
  const { rows } = await sql<AlertReport & { import_id: string | null }>`
    select ${REPORT_COLUMNS}, import_id from hail_events
    where local_date = any(${days}::date[]) and size_in >= ${minInches}
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

export type NewAlert = {
  accountId: string;
  stormKey: string;
  day: string;
  at: { lat: number; lon: number };
  /** The storm's reports: an alert of the same day within `miles` of one of them is this storm. */
  reports: { lat: number; lon: number }[];
  miles: number;
  storm: string;
  contacts: number;
  message: string;
};

/** Records the alert unless the account has one for this storm (its day, within the cluster). */
export async function insertAlertOnce(db: Kysely<Database>, alert: NewAlert) {
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`storm-alerts:${alert.accountId}`}))`.execute(
      tx,
    );
    const { rows: known } = await sql`
      select 1 from storm_alerts a
      cross join unnest(${alert.reports.map((r) => r.lat)}::float8[],
        ${alert.reports.map((r) => r.lon)}::float8[]) as r(lat, lon)
      where a.account_id = ${alert.accountId} and a.storm_day = ${alert.day}::date
        and hail_miles(a.lat, a.lon, r.lat, r.lon) <= ${alert.miles}
      limit 1`.execute(tx);
    if (known.length > 0) return null;
    const row = await tx
      .insertInto('storm_alerts')
      .values({
        account_id: alert.accountId,
        storm_key: alert.stormKey,
        storm_day: alert.day,
        lat: alert.at.lat,
        lon: alert.at.lon,
        storm: alert.storm,
        contacts: alert.contacts,
        message: alert.message,
      })
      .onConflict((oc) => oc.columns(['account_id', 'storm_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  });
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
    .select(sql<string>`storm_day::text`.as('stormDay'))
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
