import { type Kysely, sql } from 'kysely';

/**
 * The dialer engine: which provider and voice agent placed each call, an account-wide cap on
 * calls in flight, campaigns held back by that cap, and the indexes of the set-based claims.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Rows written before this migration were all placed by the simulated provider.
  await sql`alter table calls add column voice_agent_id uuid`.execute(db);
  await sql`
    alter table accounts add column calls_in_flight_limit integer not null default 20
      check (calls_in_flight_limit between 1 and 1000)`.execute(db);
  // When the account's cap last kept this campaign from dialling; null = not held back.
  await sql`alter table contact_lists add column held_since timestamptz`.execute(db);

  // Rounds due: a batch claim walks this index (next_round_at is null unless a round is planned).
  await sql`
    create index contact_lists_next_round_idx on contact_lists (next_round_at)
    where next_round_at is not null`.execute(db);
  // Campaigns held back by the account cap, oldest first.
  await sql`
    create index contact_lists_held_idx on contact_lists (account_id, held_since)
    where held_since is not null`.execute(db);
  // Calls in flight per account (the cap) and recently ended calls per list (slot cool-down).
  await sql`
    create index calls_account_in_progress_idx on calls (account_id)
    where state = 'in-progress'`.execute(db);
  await sql`
    create index calls_list_ended_idx on calls (list_id, ended_at)
    where ended_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index calls_list_ended_idx`.execute(db);
  await sql`drop index calls_account_in_progress_idx`.execute(db);
  await sql`drop index contact_lists_held_idx`.execute(db);
  await sql`drop index contact_lists_next_round_idx`.execute(db);
  await sql`alter table contact_lists drop column held_since`.execute(db);
  await sql`alter table accounts drop column calls_in_flight_limit`.execute(db);
  await sql`alter table calls drop column voice_agent_id`.execute(db);
}
