import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { localDay } from '../campaigns/policy/calling-hours';
import { repsOfAccount, type SalesRepRow } from './sales-reps.repository';

type DutyFields = Pick<
  SalesRepRow,
  'enabled' | 'time_zone' | 'work_days' | 'work_start_minute' | 'work_end_minute'
>;

/** Switched on, on one of their working days and inside their hours, in their own zone. */
export function isOnDuty(rep: DutyFields, at: Date): boolean {
  if (!rep.enabled) return false;
  const local = localDay(at, rep.time_zone);
  return (
    rep.work_days.includes(local.weekday) &&
    local.minute >= rep.work_start_minute &&
    local.minute < rep.work_end_minute
  );
}

/**
 * The rep on duty next after `lastRepId` in the account's order (oldest first), wrapping round;
 * the first on duty when there is no last rep or it is gone. Null: nobody is on duty.
 */
export function nextOnDuty(
  reps: readonly SalesRepRow[],
  lastRepId: string | null,
  at: Date,
): SalesRepRow | null {
  const last = reps.findIndex((rep) => rep.id === lastRepId);
  const order = [...reps.slice(last + 1), ...reps.slice(0, last + 1)];
  return order.find((rep) => isOnDuty(rep, at)) ?? null;
}

/**
 * Takes the account's next rep on duty at `at` and moves the rota cursor to them. The cursor row
 * is locked for the pick, so two concurrent picks take turns and never get the same rep twice in a
 * row while another is on duty. Nobody on duty: null, and the cursor stays.
 */
export async function takeRepOnDuty(
  db: Kysely<Database>,
  accountId: string,
  at: Date = new Date(),
): Promise<SalesRepRow | null> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sales_rep_rota')
      .values({ account_id: accountId, last_rep_id: null })
      .onConflict((oc) => oc.column('account_id').doNothing())
      .execute();
    const cursor = await trx
      .selectFrom('sales_rep_rota')
      .select('last_rep_id')
      .where('account_id', '=', accountId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const rep = nextOnDuty(await repsOfAccount(trx, accountId), cursor.last_rep_id, at);
    if (!rep) return null;
    await trx
      .updateTable('sales_rep_rota')
      .set({ last_rep_id: rep.id, updated_at: new Date() })
      .where('account_id', '=', accountId)
      .execute();
    return rep;
  });
}
