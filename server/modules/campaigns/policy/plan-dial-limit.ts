import type { Transaction } from 'kysely';
import { allowanceOf, dialsLeft } from '../../../../shared/billing/allowance';
import type { AccountEvent } from '../../../../shared/events';
import type { Database } from '../../../db/types';
import type { AppDeps } from '../../../deps';
import { AccountEvents, publishAccountEvents } from '../../../events/publish-events';
import { accountPlans, dialsInPeriods } from '../../billing/billing.repository';

type Trx = Transaction<Database>;

/**
 * The dialer's one billing check, inside a round's transaction after the accounts are locked:
 * each account's room for new calls shrinks to the dials its plan (or trial) has left this
 * period, and the campaigns of an account with none left are paused (and remembered, so an
 * upgrade resumes them). Returns the paused campaigns; the round dials none of them.
 */
export async function applyDialLimits(
  trx: Trx,
  lists: readonly { id: string; account_id: string }[],
  rooms: ReadonlyMap<string, { cap: number; inFlight: number }>,
  now: Date,
): Promise<{ id: string; account_id: string }[]> {
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
  const paused = lists.filter((list) => outOfDials.has(list.account_id));
  if (paused.length === 0) return [];
  const ids = paused.map((list) => list.id);
  await trx
    .updateTable('contact_lists')
    .set({
      state: 'paused',
      next_run_at: null,
      next_round_at: null,
      held_since: null,
      updated_at: now,
    })
    .where('id', 'in', ids)
    .execute();
  await trx
    .insertInto('dial_limit_pauses')
    .values(
      paused.map((list) => ({ list_id: list.id, account_id: list.account_id, paused_at: now })),
    )
    .onConflict((oc) => oc.column('list_id').doUpdateSet({ paused_at: now }))
    .execute();
  return paused;
}

/** After the round's commit: the paused campaigns' state, and the billing banner's refresh. */
export function publishDialLimitPauses(
  deps: Pick<AppDeps, 'events' | 'logger'>,
  paused: readonly { id: string; account_id: string }[],
): Promise<void> {
  if (paused.length === 0) return Promise.resolve();
  const events = new AccountEvents();
  for (const list of paused) {
    const state: AccountEvent = {
      type: 'campaign.state',
      listId: list.id,
      state: 'paused',
      nextRunAt: null,
    };
    events.add(list.account_id, state);
  }
  for (const accountId of events.byAccount.keys()) {
    events.add(accountId, { type: 'billing.changed' });
  }
  return publishAccountEvents(deps, events.byAccount);
}
