import { type Kysely, sql } from 'kysely';

/**
 * Each hail report keeps the date it belongs to (issue 47), and searches filter on it instead of
 * the UTC instant. NCEI rows: the date NCEI publishes, in the local *standard* time of the zone in
 * CZ_TIMEZONE (`zone`, e.g. 'CST-6'). SPC rows: SPC's convective day (12Z to 12Z), `zone` null.
 * Rows stored before this migration lost their CZ_TIMEZONE: their zone is their state's main
 * standard zone (else the longitude's), marked `zone_guessed`; re-importing the year makes it exact.
 */
const STATE_ZONES: Record<string, string[]> = {
  'AST-4': ['PUERTO RICO', 'VIRGIN ISLANDS'],
  'EST-5': [
    'CONNECTICUT',
    'DELAWARE',
    'DISTRICT OF COLUMBIA',
    'FLORIDA',
    'GEORGIA',
    'INDIANA',
    'KENTUCKY',
    'MAINE',
    'MARYLAND',
    'MASSACHUSETTS',
    'MICHIGAN',
    'NEW HAMPSHIRE',
    'NEW JERSEY',
    'NEW YORK',
    'NORTH CAROLINA',
    'OHIO',
    'PENNSYLVANIA',
    'RHODE ISLAND',
    'SOUTH CAROLINA',
    'VERMONT',
    'VIRGINIA',
    'WEST VIRGINIA',
  ],
  'CST-6': [
    'ALABAMA',
    'ARKANSAS',
    'ILLINOIS',
    'IOWA',
    'KANSAS',
    'LOUISIANA',
    'MINNESOTA',
    'MISSISSIPPI',
    'MISSOURI',
    'NEBRASKA',
    'NORTH DAKOTA',
    'OKLAHOMA',
    'SOUTH DAKOTA',
    'TENNESSEE',
    'TEXAS',
    'WISCONSIN',
  ],
  'MST-7': ['ARIZONA', 'COLORADO', 'IDAHO', 'MONTANA', 'NEW MEXICO', 'UTAH', 'WYOMING'],
  'PST-8': ['CALIFORNIA', 'NEVADA', 'OREGON', 'WASHINGTON'],
  'AKST-9': ['ALASKA'],
  'HST-10': ['HAWAII'],
};

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table hail_events
      add column zone text,
      add column zone_guessed boolean not null default false,
      add column local_date date`.execute(db);
  const states = Object.entries(STATE_ZONES).flatMap(([zone, names]) =>
    names.map((name) => ({ zone, name })),
  );
  const byState = sql`(select t.zone
    from unnest(${states.map((s) => s.name)}::text[], ${states.map((s) => s.zone)}::text[]) as t(name, zone)
    where t.name = upper(btrim(h.state)))`;
  await sql`
    update hail_events h
    set zone = coalesce(${byState}, 'UTC' || to_char(round(h.lon / 15), 'SG99FM')),
      zone_guessed = true
    where h.source = 'ncei'`.execute(db);
  await sql`
    update hail_events set local_date = case
      when source = 'ncei' then
        ((begins_at at time zone 'UTC')
          + make_interval(hours => substring(zone from '[+-]\\d+$')::int))::date
      else ((begins_at at time zone 'UTC') - interval '12 hours')::date end`.execute(db);
  await sql`alter table hail_events alter column local_date set not null`.execute(db);
  await sql`alter table hail_events add constraint hail_events_zone check ((source = 'ncei') = (zone is not null))`.execute(
    db,
  );
  await sql`create index hail_events_position_day on hail_events (lat, lon, local_date)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index hail_events_position_day`.execute(db);
  await sql`
    alter table hail_events
      drop constraint hail_events_zone,
      drop column zone, drop column zone_guessed, drop column local_date`.execute(db);
}
