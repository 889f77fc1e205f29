import type { Transaction } from 'kysely';
import { type Allowance, allowanceOf, dialsLeft } from '../../../../shared/billing/allowance';
import { BILLING_MESSAGES } from '../../../../shared/billing/billing-messages';
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

/** Why an account with no dials left may place no call: the trial ended, or its dials are used. */
export function outOfDialsReason(allowance: Allowance): string {
  return allowance.ended
    ? BILLING_MESSAGES.trialEnded
    : BILLING_MESSAGES.dialLimitReached(allowance.dials.toLocaleString('en-US'), allowance.label);
}

/** Each account's allowance this period and the dials it has left. */
async function dialsLeftOf(trx: Trx, accountIds: readonly string[], now: Date) {
  const plans = await accountPlans(trx, [...accountIds]);
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
  return allowances.map(({ accountId, allowance }) => ({
    accountId,
    allowance,
    left: dialsLeft(allowance, used.get(accountId) ?? 0),
  }));
}

/**
 * Inside a round's transaction after the accounts are locked: each account's room for new calls
 * shrinks to the dials its plan (or trial) has left this period. Returns the accounts with none
 * left, each with its reason: their campaigns may dial nobody.
 */
export async function applyPlanDialLimit(
  trx: Trx,
  rooms: ReadonlyMap<string, { cap: number; inFlight: number }>,
  now: Date,
): Promise<Map<string, string>> {
  const outOfDials = new Map<string, string>();
  for (const { accountId, allowance, left } of await dialsLeftOf(trx, [...rooms.keys()], now)) {
    const room = rooms.get(accountId)!;
    if (left <= 0) outOfDials.set(accountId, outOfDialsReason(allowance));
    else room.cap = Math.min(room.cap, room.inFlight + left);
  }
  return outOfDials;
}

/** The reason an account may place no call now (no dials left), or null. */
export async function dialLimitRefusal(
  trx: Trx,
  accountId: string,
  now: Date,
): Promise<string | null> {
  const [found] = await dialsLeftOf(trx, [accountId], now);
  return found && found.left <= 0 ? outOfDialsReason(found.allowance) : null;
}
