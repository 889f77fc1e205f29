import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { ProviderConcurrency } from '../../../voice/voice-provider';

/** What the provider last reported about the account's concurrency, and when it was asked. */
export async function storedConcurrency(db: Kysely<Database>, accountId: string) {
  const row = await db
    .selectFrom('accounts')
    .select([
      'provider_concurrency_limit',
      'provider_inbound_reserved',
      'provider_concurrency_checked_at',
    ])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return {
    limit: row.provider_concurrency_limit,
    reservedInbound: row.provider_inbound_reserved,
    checkedAt: row.provider_concurrency_checked_at,
  };
}

/** Keeps the provider's report (null: it reports none) for the dialer's cap. */
export async function saveConcurrency(
  db: Kysely<Database>,
  accountId: string,
  report: ProviderConcurrency | null,
  checkedAt: Date,
): Promise<void> {
  await db
    .updateTable('accounts')
    .set({
      provider_concurrency_limit: report?.limit ?? null,
      provider_inbound_reserved: report?.reservedInbound ?? null,
      provider_concurrency_checked_at: checkedAt,
    })
    .where('id', '=', accountId)
    .execute();
}
