import { type Kysely, sql } from 'kysely';

/**
 * The account's concurrent calls as a setting (issue #30): `accounts.calls_in_flight_limit` stays
 * the setting; beside it, what the voice provider last reported about the account's concurrency
 * (null: it reported nothing, and the deployment's bound applies). And the consent check of the
 * dialer claim as an index probe.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table accounts
      add column provider_concurrency_limit integer
        check (provider_concurrency_limit >= 0),
      add column provider_inbound_reserved integer
        check (provider_inbound_reserved >= 0),
      add column provider_concurrency_checked_at timestamptz`.execute(db);
  // Only numbers with consent: the claim's probe answers from the index alone, and a number
  // recorded as "no" costs it nothing (the primary key would fetch the row to read `consented`).
  await sql`
    create index consent_records_consented_idx on consent_records (account_id, phone_number)
    where consented`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index consent_records_consented_idx`.execute(db);
  await sql`
    alter table accounts drop column provider_concurrency_limit,
      drop column provider_inbound_reserved, drop column provider_concurrency_checked_at`.execute(
    db,
  );
}
