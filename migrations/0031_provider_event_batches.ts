import { type Kysely, sql } from 'kysely';

/**
 * Provider events drained in batches (issue #32): a worker claims the pending events due now for a
 * short lease (`not_before`), and a conversation's `call_ended` waits for its analysis the same way.
 * The partial index keeps the claim's walk to the pending events, however many were processed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table provider_webhook_events add column not_before timestamptz`.execute(db);
  await sql`
    create index provider_webhook_events_pending_idx on provider_webhook_events (received_at)
    where processed_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index provider_webhook_events_pending_idx`.execute(db);
  await sql`alter table provider_webhook_events drop column not_before`.execute(db);
}
