import { type Kysely, sql } from 'kysely';

/**
 * Calling hours in each contact's local time. A contact gets its candidate zones, where they came
 * from, its window key (zones and states) and the cap of its states on calls per 24 h; a list
 * gets its schedule (null: the account's) and waits for its zones before it dials. Existing lists
 * start without zones: a background job computes them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table contacts
      add column time_zones text[],
      add column zone_sources text[],
      add column window_key text,
      add column call_cap_24h smallint,
      add column skip_reason text`.execute(db);
  // The claim: per list and open window key, the earliest eligible first. It replaces the index
  // per list alone, whose walk would pass every contact outside its hours at night.
  await sql`drop index contacts_list_eligible_idx`.execute(db);
  await sql`
    create index contacts_list_window_idx
      on contacts (list_id, window_key, next_eligible_at, row_number)
      where next_eligible_at is not null`.execute(db);
  await sql`
    alter table contact_lists
      add column calling_schedule jsonb,
      add column zones_ready boolean not null default false,
      add column wait_reason text,
      add column wait_zone text`.execute(db);
  await sql`alter table campaign_defaults add column calling_schedule jsonb`.execute(db);
  // A state's cap on calls per 24 h reads a contact's latest calls.
  await sql`
    create index calls_contact_started_idx on calls (contact_id, started_at desc)
    where contact_id is not null`.execute(db);
  await sql`
    create table list_window_keys (
      list_id uuid not null references contact_lists(id) on delete cascade,
      window_key text not null,
      primary key (list_id, window_key)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table list_window_keys`.execute(db);
  await sql`drop index calls_contact_started_idx`.execute(db);
  await sql`alter table campaign_defaults drop column calling_schedule`.execute(db);
  await sql`
    alter table contact_lists
      drop column calling_schedule, drop column zones_ready,
      drop column wait_reason, drop column wait_zone`.execute(db);
  await sql`drop index contacts_list_window_idx`.execute(db);
  await sql`
    create index contacts_list_eligible_idx on contacts (list_id, next_eligible_at, row_number)
    where next_eligible_at is not null`.execute(db);
  await sql`
    alter table contacts
      drop column time_zones, drop column zone_sources, drop column window_key,
      drop column call_cap_24h, drop column skip_reason`.execute(db);
}
