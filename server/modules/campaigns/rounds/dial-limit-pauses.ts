import type { Transaction } from 'kysely';
import type { AccountEvent } from '../../../../shared/events';
import type { Database } from '../../../db/types';
import type { AppDeps } from '../../../deps';
import { AccountEvents, publishAccountEvents } from '../../../events/publish-events';
import { setCampaignStates } from '../state/campaign-state';

type ListRef = { id: string; account_id: string };

/**
 * Pauses the campaigns of accounts with no dials left (remembered, so an upgrade resumes them).
 * Returns the paused campaigns; the round dials none of them.
 */
export async function pauseOutOfDials(
  trx: Transaction<Database>,
  lists: readonly ListRef[],
  outOfDials: ReadonlySet<string>,
  now: Date,
): Promise<ListRef[]> {
  const paused = lists.filter((list) => outOfDials.has(list.account_id));
  if (paused.length === 0) return [];
  await setCampaignStates(
    trx,
    paused.map((list) => ({ listId: list.id, state: 'paused' })),
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
  paused: readonly ListRef[],
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
