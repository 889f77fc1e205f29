import { type Kysely, sql } from 'kysely';

/**
 * Real calls: a call the provider refused before dialling is 'not-placed' and counts no attempt
 * (so it sits outside the attempt key); a call the provider ended waits in 'awaiting-analysis'
 * (its slot free) until its analysis decides the outcome; 'Invalid Number' becomes an outcome; test calls have no
 * list or contact; calls keep what the provider reported; campaigns choose their voice agent and
 * caller number and say why the dialer paused them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table calls drop constraint calls_state_check`.execute(db);
  await sql`
    alter table calls add constraint calls_state_check
      check (state in ('in-progress', 'awaiting-analysis', 'ended', 'not-placed'))`.execute(db);
  await sql`alter table calls drop constraint calls_outcome_check`.execute(db);
  await sql`
    alter table calls add constraint calls_outcome_check check (outcome in
      ('Completed', 'Dial No Answer', 'Reached Voicemail', 'Answered', 'Invalid Number'))`.execute(
    db,
  );
  await sql`alter table calls drop constraint calls_contact_id_attempt_key`.execute(db);
  await sql`
    create unique index calls_contact_attempt_placed on calls (contact_id, attempt)
    where state <> 'not-placed'`.execute(db);
  await sql`
    alter table calls
      alter column list_id drop not null,
      alter column contact_id drop not null,
      alter column round_seq drop not null,
      add column from_number text,
      add column to_number text,
      add column created_by uuid references users (id) on delete set null,
      add column dispatched_at timestamptz,
      add column connected_at timestamptz,
      add column analyzed_at timestamptz,
      add column not_placed_reason text,
      add column cost_cents integer check (cost_cents >= 0),
      add column latency_p50_ms integer check (latency_p50_ms >= 0),
      add column summary text,
      add column sentiment text,
      add column call_successful boolean,
      add column in_voicemail boolean,
      add column transcript text,
      add column recording_url text`.execute(db);
  // A test call has neither list nor contact; a campaign call has both.
  await sql`
    alter table calls add constraint calls_list_contact_check
      check ((list_id is null) = (contact_id is null))`.execute(db);
  await sql`
    create index calls_provider_call_idx on calls (provider_call_id)
    where provider_call_id is not null`.execute(db);

  await sql`
    alter table campaign_defaults
      add column voice_agent_id uuid references voice_agents (id) on delete set null,
      add column caller_number text`.execute(db);
  await sql`
    alter table contact_lists
      add column voice_agent_id uuid references voice_agents (id) on delete set null,
      add column caller_number text,
      add column pause_reason text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table contact_lists drop column voice_agent_id, drop column caller_number, drop column pause_reason`.execute(
    db,
  );
  await sql`alter table campaign_defaults drop column voice_agent_id, drop column caller_number`.execute(
    db,
  );
  await sql`delete from calls where state = 'not-placed' or list_id is null`.execute(db);
  await sql`update calls set state = 'in-progress' where state = 'awaiting-analysis'`.execute(db);
  await sql`drop index calls_provider_call_idx`.execute(db);
  await sql`alter table calls drop constraint calls_list_contact_check`.execute(db);
  await sql`
    alter table calls
      drop column from_number, drop column to_number, drop column created_by,
      drop column dispatched_at, drop column connected_at, drop column analyzed_at,
      drop column not_placed_reason, drop column cost_cents, drop column latency_p50_ms,
      drop column summary, drop column sentiment, drop column call_successful,
      drop column in_voicemail, drop column transcript, drop column recording_url,
      alter column list_id set not null,
      alter column contact_id set not null,
      alter column round_seq set not null`.execute(db);
  await sql`drop index calls_contact_attempt_placed`.execute(db);
  await sql`alter table calls add constraint calls_contact_id_attempt_key unique (contact_id, attempt)`.execute(
    db,
  );
  await sql`update calls set outcome = 'Dial No Answer' where outcome = 'Invalid Number'`.execute(
    db,
  );
  await sql`alter table calls drop constraint calls_outcome_check`.execute(db);
  await sql`
    alter table calls add constraint calls_outcome_check check (outcome in
      ('Completed', 'Dial No Answer', 'Reached Voicemail', 'Answered'))`.execute(db);
  await sql`alter table calls drop constraint calls_state_check`.execute(db);
  await sql`alter table calls add constraint calls_state_check check (state in ('in-progress', 'ended'))`.execute(
    db,
  );
}
