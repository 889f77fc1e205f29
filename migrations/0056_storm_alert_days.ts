import { type Kysely, sql } from 'kysely';

/**
 * One storm alert per account, storm day and 25-mile cluster (issue 47): an alert keeps its storm's
 * day (the reports' local date) and where its largest report lies, so a later import of the same
 * storm finds it. Earlier alerts' texts get the year after their date ('on May 20, 2026 —').
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table storm_alerts
      add column storm_day date, add column lat double precision, add column lon double precision`.execute(
    db,
  );
  await sql`
    update storm_alerts set
      storm_day = (storm->>'date')::date,
      lat = (storm->'center'->>'lat')::float8,
      lon = (storm->'center'->>'lon')::float8,
      message = regexp_replace(message, ' on ([A-Z][a-z]{2} [0-9]{1,2}) — ',
        ' on \\1, ' || left(storm->>'date', 4) || ' — ')`.execute(db);
  await sql`
    alter table storm_alerts
      alter column storm_day set not null, alter column lat set not null,
      alter column lon set not null`.execute(db);
  await sql`create index storm_alerts_day on storm_alerts (account_id, storm_day)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index storm_alerts_day`.execute(db);
  await sql`
    alter table storm_alerts drop column storm_day, drop column lat, drop column lon`.execute(db);
}
