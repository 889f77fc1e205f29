import { type Kysely, sql } from 'kysely';

/**
 * Caps and campaigns at once (#30): the account's cap on calls to one number per 24 h across all
 * its lists; a campaign state 'queued' (ready to dial, waiting for one of the account's campaign
 * slots, first come first served by `queued_since`); and the rest of a placed call's audit trail
 * ("why this call was allowed"): the contact's zones with their local time at dial, the state
 * rules applied and the per-number cap that held.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table accounts add column calls_per_number_24h integer not null default 3
      check (calls_per_number_24h between 1 and 10)`.execute(db);
  await sql`alter table contact_lists drop constraint contact_lists_state_check`.execute(db);
  await sql`
    alter table contact_lists add constraint contact_lists_state_check check (state in
      ('idle', 'running', 'waiting', 'paused', 'stopped', 'completed', 'queued')),
      add column queued_since timestamptz,
      add constraint contact_lists_queued_since_check check ((state = 'queued') = (queued_since is not null))`.execute(
    db,
  );
  await sql`
    create index contact_lists_slots_idx on contact_lists (account_id, state, queued_since)
      where state in ('running', 'queued')`.execute(db);
  await sql`
    alter table calls add column dial_local_times text, add column state_rules text,
      add column number_cap text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table calls drop column dial_local_times, drop column state_rules,
      drop column number_cap`.execute(db);
  await sql`drop index contact_lists_slots_idx`.execute(db);
  await sql`update contact_lists set state = 'paused' where state = 'queued'`.execute(db);
  await sql`
    alter table contact_lists drop constraint contact_lists_queued_since_check,
      drop column queued_since, drop constraint contact_lists_state_check`.execute(db);
  await sql`
    alter table contact_lists add constraint contact_lists_state_check check (state in
      ('idle', 'running', 'waiting', 'paused', 'stopped', 'completed'))`.execute(db);
  await sql`alter table accounts drop column calls_per_number_24h`.execute(db);
}
