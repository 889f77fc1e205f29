import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/types';
import type { HailRow } from './ncei-row';
import type { SpcRow } from './spc-row';

type Conn = Kysely<Database>;

/**
 * The replacement rule of preliminary reports: an SPC report is the same storm as an NCEI hail
 * event that begins within 60 minutes of it and lies within 10 miles (hail_miles, migration 0022).
 */
const sameStormAsNcei = (spc: string) => sql`exists (
  select 1 from hail_events n
  where n.source = 'ncei'
    and n.lat between ${sql.ref(`${spc}.lat`)} - 0.15 and ${sql.ref(`${spc}.lat`)} + 0.15
    and n.begins_at between ${sql.ref(`${spc}.begins_at`)} - interval '60 minutes'
                        and ${sql.ref(`${spc}.begins_at`)} + interval '60 minutes'
    and hail_miles(n.lat, n.lon, ${sql.ref(`${spc}.lat`)}, ${sql.ref(`${spc}.lon`)}) <= 10)`;

/** Inserts or replaces NCEI rows by EVENT_ID (rows already unique by EVENT_ID). */
export async function upsertNceiRows(db: Conn, importId: string, rows: HailRow[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`
    insert into hail_events (source, event_id, episode_id, data_year, begins_at, local_date, zone,
      zone_guessed, size_in, lat, lon, state, place, import_id)
    select 'ncei', e, ep, y, b, d, z, g, s, la, lo, st, pl, ${importId}::uuid
    from unnest(${rows.map((r) => r.eventId)}::bigint[], ${rows.map((r) => r.episodeId)}::bigint[],
                ${rows.map((r) => r.dataYear)}::int[], ${rows.map((r) => r.beginsAt)}::timestamptz[],
                ${rows.map((r) => r.localDate)}::date[], ${rows.map((r) => r.zone)}::text[],
                ${rows.map((r) => r.zoneGuessed)}::boolean[],
                ${rows.map((r) => r.sizeIn)}::numeric[], ${rows.map((r) => r.lat)}::float8[],
                ${rows.map((r) => r.lon)}::float8[], ${rows.map((r) => r.state)}::text[],
                ${rows.map((r) => r.place)}::text[]) as t(e, ep, y, b, d, z, g, s, la, lo, st, pl)
    on conflict (event_id) where source = 'ncei' do update set
      episode_id = excluded.episode_id, data_year = excluded.data_year,
      begins_at = excluded.begins_at, local_date = excluded.local_date, zone = excluded.zone,
      zone_guessed = excluded.zone_guessed, size_in = excluded.size_in, lat = excluded.lat,
      lon = excluded.lon, state = excluded.state, place = excluded.place,
      import_id = excluded.import_id`.execute(db);
}

/** Inserts SPC reports not yet stored and not already in NCEI; answers how many NCEI held. */
export async function insertSpcRows(db: Conn, importId: string, rows: SpcRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await sql<{ in_ncei: number }>`
    with incoming as (
      select * from unnest(${rows.map((r) => r.key)}::text[], ${rows.map((r) => r.dataYear)}::int[],
        ${rows.map((r) => r.beginsAt)}::timestamptz[], ${rows.map((r) => r.localDate)}::date[],
        ${rows.map((r) => r.sizeIn)}::numeric[],
        ${rows.map((r) => r.lat)}::float8[], ${rows.map((r) => r.lon)}::float8[],
        ${rows.map((r) => r.state)}::text[], ${rows.map((r) => r.place)}::text[])
        as t(k, y, begins_at, d, s, lat, lon, st, pl)
    ), fresh as (
      select * from incoming t where not ${sameStormAsNcei('t')}
    ), written as (
      insert into hail_events
        (source, spc_key, data_year, begins_at, local_date, size_in, lat, lon, state, place, import_id)
      select 'spc', k, y, begins_at, d, s, lat, lon, st, pl, ${importId}::uuid from fresh
      on conflict (spc_key) where source = 'spc' do nothing
    )
    select ((select count(*) from incoming) - (select count(*) from fresh))::int as in_ncei
  `.execute(db);
  return result.rows[0]?.in_ncei ?? 0;
}

/** Deletes preliminary SPC reports now covered by an NCEI event; answers how many. */
export async function deleteReplacedPreliminary(db: Conn): Promise<number> {
  const result =
    await sql`delete from hail_events s where s.source = 'spc' and ${sameStormAsNcei('s')}`.execute(
      db,
    );
  return Number(result.numAffectedRows ?? 0n);
}

/** A re-issued year replaces its rows: NCEI rows of these years this import did not write go. */
export async function deleteRowsNotReissued(
  db: Conn,
  importId: string,
  years: number[],
): Promise<void> {
  if (years.length === 0) return;
  await db
    .deleteFrom('hail_events')
    .where('source', '=', 'ncei')
    .where('data_year', 'in', years)
    .where((eb) => eb.or([eb('import_id', 'is', null), eb('import_id', '!=', importId)]))
    .execute();
}
