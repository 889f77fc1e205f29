import type { Transaction } from 'kysely';
import { allowanceOf, dialsLeft } from '../../../../shared/billing/allowance';
import type { Database } from '../../../db/types';
import { accountPlans, dialsInPeriods } from '../../billing/billing.repository';

type Trx = Transaction<Database>;

/**
 * The plan's dial limit. The pure rule: a call counts as a dial of the period when it was placed
 * (a call the provider refused before dialling was never placed; a callback was never dialled;
 * a simulated call dials nobody) and started within the period;
 * an account with no dials left may place no call. Its SQL is the ledger's count,
 * `dialsInPeriods` (billing shows the same figure), held to this predicate by a property test.
 */
export function countsAsDial(
  call: { startedAt: Date; state: string; provider: string; direction?: 'outbound' | 'inbound' },
  period: { start: Date; end: Date },
): boolean {
  return (
    call.state !== 'not-placed' &&
    call.provider !== 'simulated' &&
    call.direction !== 'inbound' &&
    call.startedAt.getTime() >= period.start.getTime() &&
    call.startedAt.getTime() < period.end.getTime()
  );
}

/**
 * Inside a round's transaction after the accounts are locked: each
 * account's room for new calls shrinks to the dials its plan (or trial) has left this period.
 * Returns the accounts with none left: their campaigns may dial nobody.
 */
export async function applyPlanDialLimit(
  trx: Trx,
  rooms: ReadonlyMap<string, { cap: number; inFlight: number }>,
  now: Date,
): Promise<Set<string>> {
  const plans = await accountPlans(trx, [...rooms.keys()]);
  const allowances = [...plans.values()].map((row) => ({
    accountId: row.accountId,
    allowance: allowanceOf(row, now),
  }));
  const used = await dialsInPeriods(
    trx,
    allowances.map(({ accountId, allowance }) => ({
      accountId,
      start: allowance.start,
      end: allowance.end,
    })),
  );
  const outOfDials = new Set<string>();
  for (const { accountId, allowance } of allowances) {
    const left = dialsLeft(allowance, used.get(accountId) ?? 0);
    const room = rooms.get(accountId)!;
    if (left <= 0) outOfDials.add(accountId);
    else room.cap = Math.min(room.cap, room.inFlight + left);
  }
  return outOfDials;
}
