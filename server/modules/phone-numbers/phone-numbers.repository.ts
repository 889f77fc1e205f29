import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

type Conn = Kysely<Database>;

/** Numbers Retell lists for the account are active; new ones are added, known ones refreshed. */
export async function upsertActiveNumbers(
  db: Conn,
  accountId: string,
  numbers: { phoneNumber: string; createdAt: Date }[],
): Promise<void> {
  if (numbers.length === 0) return;
  await db
    .insertInto('phone_numbers')
    .values(
      numbers.map((n) => ({
        account_id: accountId,
        phone_number: n.phoneNumber,
        status: 'active' as const,
        created_at: n.createdAt,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['account_id', 'phone_number']).doUpdateSet({ status: 'active' }),
    )
    .execute();
}

export function listNumberRows(db: Conn, accountId: string) {
  return db
    .selectFrom('phone_numbers')
    .select([
      'phone_number',
      'status',
      'created_at',
      'inbound_synced_at',
      'inbound_agent_kept',
      'inbound_notice_seen_at',
    ])
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('phone_number')
    .execute();
}
