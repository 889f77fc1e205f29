import type { Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import type { AppDeps } from '../../../deps';
import { AccountEvents, publishAccountEvents } from '../../../events/publish-events';
import { stateEvent } from '../dialer-events';
import { setCampaignStates } from '../state/campaign-state';

type ListRef = { id: string; account_id: string };
type PausedList = ListRef & { reason: string };

/**
 * Pauses, with the reason shown on the list, the campaigns of accounts with no dials left
 * (remembered, so an upgrade resumes them). Returns the paused campaigns; the round dials none.
 */
export async function pauseOutOfDials(
  trx: Transaction<Database>,
  lists: readonly ListRef[],
  outOfDials: ReadonlyMap<string, string>,
  now: Date,
): Promise<PausedList[]> {
  const paused = lists.flatMap((list) => {
    const reason = outOfDials.get(list.account_id);
    return reason ? [{ id: list.id, account_id: list.account_id, reason }] : [];
  });
  if (paused.length === 0) return [];
  await setCampaignStates(
    trx,
    paused.map((list) => ({ listId: list.id, state: 'paused', pauseReason: list.reason })),
  );
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
  paused: readonly PausedList[],
): Promise<void> {
  if (paused.length === 0) return Promise.resolve();
  const events = new AccountEvents();
  for (const list of paused) {
    events.add(
      list.account_id,
      stateEvent({ id: list.id, state: 'paused', next_run_at: null, pause_reason: list.reason }),
    );
  }
  for (const accountId of events.byAccount.keys()) {
    events.add(accountId, { type: 'billing.changed' });
  }
  return publishAccountEvents(deps, events.byAccount);
}
