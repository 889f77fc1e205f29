import { type Kysely, sql } from 'kysely';

const APP_ROLE = 'stormdialer_app';

/**
 * The dial record chained by hash per account (issue #46): each row carries its account's
 * sequence number, the hash of the row before it and its own hash (computed by the writer in
 * `records/record-hash.ts`). `dial_record_heads` is each account's chain head, locked by the
 * writer so two checks of one account never fork the chain. The record also keeps the consent
 * event relied on, the do-not-call lists checked with their versions, and the agent's pinned
 * version with a hash of the disclosure checked at dispatch. `dial_record_purges` notes what the
 * retention purge took (the one sanctioned break), written only by the purge function; the app's
 * role may read it, never change it. Rows written before this migration carry no hash.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table dial_records add column seq bigint, add column prev_hash text,
    add column row_hash text, add column consent_event_id bigint, add column dnc_checks jsonb,
    add column agent_version integer, add column disclosure_hash text`.execute(db);
  await sql`create unique index dial_records_chain_idx on dial_records (account_id, seq)
    where seq is not null`.execute(db);
  await sql`
    create table dial_record_heads (
      account_id uuid primary key,
      seq bigint not null,
      row_hash text not null
    )`.execute(db);
  await sql`
    create table dial_record_purges (
      account_id uuid primary key,
      through_seq bigint not null,
      through_hash text not null,
      purged_at timestamptz not null default now()
    )`.execute(db);
  await sql`revoke insert, update, delete, truncate, references on dial_record_purges
    from ${sql.raw(APP_ROLE)}`.execute(db);
  await sql`revoke delete, truncate, references on dial_record_heads
    from ${sql.raw(APP_ROLE)}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table dial_record_purges`.execute(db);
  await sql`drop table dial_record_heads`.execute(db);
  await sql`drop index dial_records_chain_idx`.execute(db);
  await sql`alter table dial_records drop column seq, drop column prev_hash,
    drop column row_hash, drop column consent_event_id, drop column dnc_checks,
    drop column agent_version, drop column disclosure_hash`.execute(db);
}
