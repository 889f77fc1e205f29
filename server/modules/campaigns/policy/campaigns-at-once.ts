import { type RawBuilder, sql } from 'kysely';
import { SLOT_HOLDING_STATE } from '../../../../shared/dialer/contact-status';

/**
 * Campaigns at once: an account places calls from at most `limit` lists together, the account's
 * setting bounded by its plan (`campaignsAtOnce` in shared/billing/plans.ts). Only a list placing
 * calls (state 'running') holds a slot; one paused, waiting for a retry delay or calling hours, or
 * queued holds none. A list ready to dial while every slot is busy queues; queued lists start
 * first come first served (`queued_since`) as slots free. The pure rules, then the SQL that counts.
 */

/** The account's bound: its setting, never above its plan's. */
export function campaignsAtOnceLimit(setting: number, planBound: number): number {
  return Math.max(1, Math.min(setting, planBound));
}

/**
 * How many of `ready` lists (ready to dial, in the order they became ready) may start now, when
 * `running` lists hold slots and `queuedAhead` lists already wait in the queue before them.
 */
export function slotsForReadyLists(
  limit: number,
  running: number,
  queuedAhead: number,
  ready: number,
): number {
  return Math.max(0, Math.min(ready, limit - running - queuedAhead));
}

/** Lists of the same account queued before this one: `listsAhead` in shared/ (the client's). */
export { listsAhead } from '../../../../shared/dialer/campaign-queue';

/** The SQL side: lists of the account `accountId` holding a slot (contact_lists_slots_idx). */
export function runningListsSql(accountId: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`(select count(*)::int from contact_lists s
    where s.account_id = ${accountId} and s.state = ${SLOT_HOLDING_STATE})`;
}

/** The SQL side of `listsAhead` over the contact_lists row `list` (contact_lists_slots_idx). */
export function listsAheadSql(list: string): RawBuilder<number> {
  const l = sql.raw(list);
  return sql<number>`(select count(*)::int from contact_lists q
    where q.account_id = ${l}.account_id and q.state = 'queued' and q.id <> ${l}.id
      and (q.queued_since, q.id) < (${l}.queued_since, ${l}.id))`;
}
