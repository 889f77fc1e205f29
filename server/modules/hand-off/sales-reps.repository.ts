import type { Kysely, Selectable } from 'kysely';
import type { SalesRepsTable } from '../../db/tables/sales-reps';
import type { Database } from '../../db/types';

export type SalesRepRow = Selectable<SalesRepsTable>;
export type SalesRepFields = Omit<SalesRepRow, 'id' | 'account_id' | 'created_at'>;

/** An account's reps, oldest first (the rota's order). */
export function repsOfAccount(db: Kysely<Database>, accountId: string): Promise<SalesRepRow[]> {
  return db
    .selectFrom('sales_reps')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertRep(
  db: Kysely<Database>,
  accountId: string,
  fields: SalesRepFields,
): Promise<SalesRepRow> {
  return db
    .insertInto('sales_reps')
    .values({ account_id: accountId, ...fields })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateRep(
  db: Kysely<Database>,
  accountId: string,
  id: string,
  fields: Partial<SalesRepFields>,
): Promise<SalesRepRow | undefined> {
  return db
    .updateTable('sales_reps')
    .set(fields)
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteRep(db: Kysely<Database>, accountId: string, id: string) {
  const result = await db
    .deleteFrom('sales_reps')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function countReps(db: Kysely<Database>, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('sales_reps')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
