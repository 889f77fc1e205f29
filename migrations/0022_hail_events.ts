import { type Kysely, sql } from 'kysely';

/**
 * The hail archive shared by every account: NCEI Storm Events (keyed by EVENT_ID) and SPC
 * same-day reports (keyed by convective day, time, place and size), times in UTC. hail_imports
 * records each import's progress and counts. Searches box on (lat, lon) then measure exactly.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Great-circle miles (haversine, Earth radius 3958.8 mi); searches box on lat/lon first.
  await sql`
    create function hail_miles(lat1 float8, lon1 float8, lat2 float8, lon2 float8)
    returns float8 language sql immutable parallel safe as $$
      select 2 * 3958.8 * asin(least(1, sqrt(
        power(sin(radians(lat2 - lat1) / 2), 2) +
        cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lon2 - lon1) / 2), 2))))
    $$`.execute(db);
  await sql`
    create table hail_imports (
      id uuid primary key default gen_random_uuid(),
      source text not null check (source in ('ncei', 'spc')),
      file_name text not null,
      status text not null check (status in ('running', 'done', 'failed')),
      bytes_total bigint,
      bytes_read bigint not null default 0,
      rows_read integer not null default 0,
      imported integer not null default 0,
      skipped_no_position integer not null default 0,
      skipped_unreadable integer not null default 0,
      zone_guessed integer not null default 0,
      replaced_preliminary integer not null default 0,
      years integer[] not null default '{}',
      error text,
      started_by uuid references users(id) on delete set null,
      started_at timestamptz not null default now(),
      finished_at timestamptz
    )`.execute(db);
  await sql`
    create table hail_events (
      id bigint generated always as identity primary key,
      source text not null check (source in ('ncei', 'spc')),
      event_id bigint,
      episode_id bigint,
      spc_key text,
      data_year integer not null,
      begins_at timestamptz not null,
      size_in numeric(5, 2) not null check (size_in >= 0),
      lat double precision not null check (lat between -90 and 90),
      lon double precision not null check (lon between -180 and 180),
      state text not null default '',
      place text not null default '',
      import_id uuid references hail_imports(id) on delete set null,
      check ((source = 'ncei') = (event_id is not null)),
      check ((source = 'spc') = (spc_key is not null))
    )`.execute(db);
  await sql`create unique index hail_events_ncei_event on hail_events (event_id) where source = 'ncei'`.execute(
    db,
  );
  await sql`create unique index hail_events_spc_key on hail_events (spc_key) where source = 'spc'`.execute(
    db,
  );
  await sql`create index hail_events_position on hail_events (lat, lon, begins_at)`.execute(db);
  await sql`create index hail_events_ncei_year on hail_events (data_year, import_id) where source = 'ncei'`.execute(
    db,
  );
  await sql`create index hail_events_begins on hail_events (begins_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('hail_events').execute();
  await db.schema.dropTable('hail_imports').execute();
  await sql`drop function hail_miles`.execute(db);
}
