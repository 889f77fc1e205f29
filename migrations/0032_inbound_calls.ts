import { type Kysely, sql } from 'kysely';

/**
 * Callbacks (issue #34): a call row has a direction; an inbound call adds no attempt, so the one
 * placed call per (contact, attempt) holds for outbound calls only, and an inbound call is found
 * (and made once) by its provider call id. The account chooses the agent that answers unknown
 * callers; a managed number remembers the inbound agent and webhook the product set on it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table calls add column direction text not null default 'outbound'
      check (direction in ('outbound', 'inbound'))`.execute(db);
  // A callback is no attempt: attempt 0.
  await sql`alter table calls drop constraint calls_attempt_check`.execute(db);
  await sql`
    alter table calls add constraint calls_attempt_check
      check (attempt >= 1 or (direction = 'inbound' and attempt = 0))`.execute(db);
  await sql`drop index calls_contact_attempt_placed`.execute(db);
  await sql`
    create unique index calls_contact_attempt_placed on calls (contact_id, attempt)
    where state <> 'not-placed' and direction = 'outbound'`.execute(db);
  await sql`
    create unique index calls_inbound_provider_key on calls (account_id, provider, provider_call_id)
    where direction = 'inbound'`.execute(db);
  await sql`
    alter table campaign_defaults
      add column inbound_agent_id uuid references voice_agents (id) on delete set null`.execute(db);
  await sql`
    alter table phone_numbers
      add column inbound_webhook_url text,
      add column inbound_retell_agent_id text,
      add column inbound_agent_kept boolean not null default false,
      add column inbound_synced_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table phone_numbers
      drop column inbound_webhook_url,
      drop column inbound_retell_agent_id,
      drop column inbound_agent_kept,
      drop column inbound_synced_at`.execute(db);
  await sql`alter table campaign_defaults drop column inbound_agent_id`.execute(db);
  await sql`drop index calls_inbound_provider_key`.execute(db);
  await sql`delete from calls where direction = 'inbound'`.execute(db);
  await sql`alter table calls drop constraint calls_attempt_check`.execute(db);
  await sql`alter table calls add constraint calls_attempt_check check (attempt >= 1)`.execute(db);
  await sql`drop index calls_contact_attempt_placed`.execute(db);
  await sql`
    create unique index calls_contact_attempt_placed on calls (contact_id, attempt)
    where state <> 'not-placed'`.execute(db);
  await sql`alter table calls drop column direction`.execute(db);
}
