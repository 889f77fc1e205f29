import { sql, type Transaction } from 'kysely';
import type { CallOutcome } from '../../../../shared/dialer/contact-status';
import type { Database } from '../../../db/types';
import type { ListRow } from '../state/campaign-state.repository';

type Trx = Transaction<Database>;

const iso = (at: Date) => at.toISOString();

/** Calls whose outcome is still to be recorded. */
export const OPEN_CALL_STATES = ['in-progress', 'awaiting-analysis'] as const;

/** Locks the lists of the open calls among `callIds` (lists first, in id order). */
export async function lockListsOfCalls(trx: Trx, callIds: string[]): Promise<ListRow[]> {
  return trx
    .selectFrom('contact_lists')
    .selectAll()
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('calls')
        .select('list_id')
        .where('id', 'in', callIds)
        .where('state', 'in', OPEN_CALL_STATES),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Locks the open calls among `callIds`; ended and not-placed ones are left out. */
export function lockOpenCalls(trx: Trx, callIds: string[]) {
  return trx
    .selectFrom('calls')
    .select(['id', 'list_id', 'account_id', 'contact_id', 'attempt', 'state', 'direction'])
    .where('id', 'in', callIds)
    .where('state', 'in', OPEN_CALL_STATES)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Ends every call with its outcome in one statement. */
export async function endCalls(
  trx: Trx,
  outcomes: readonly { callId: string; outcome: CallOutcome }[],
  at: Date,
): Promise<void> {
  await sql`
    update calls c set state = 'ended', outcome = v.outcome,
      ended_at = coalesce(c.ended_at, ${iso(at)}::timestamptz)
    from unnest(
      ${outcomes.map((o) => o.callId)}::uuid[],
      ${outcomes.map((o) => o.outcome)}::text[]
    ) as v(id, outcome)
    where c.id = v.id`.execute(trx);
}

/**
 * Per account, up to `count` of its running campaigns held back by the cap, longest held first.
 * SKIP LOCKED: a campaign locked right now is being dialled anyway.
 */
export async function lockHeldLists(
  trx: Trx,
  freed: ReadonlyMap<string, number>,
): Promise<string[]> {
  if (freed.size === 0) return [];
  const { rows } = await sql<{ id: string }>`
    select h.id
    from unnest(${[...freed.keys()]}::uuid[], ${[...freed.values()]}::int[]) as a(account_id, n)
    cross join lateral (
      select id from contact_lists
      where account_id = a.account_id and held_since is not null and state = 'running'
      order by held_since
      limit a.n
      for update skip locked
    ) h`.execute(trx);
  return rows.map((row) => row.id);
}

/** Marks calls the provider refused before dialling; they count no attempt. */
export async function markCallsNotPlaced(
  trx: Trx,
  calls: readonly { callId: string; reason: string }[],
): Promise<void> {
  await sql`
    update calls c set state = 'not-placed', not_placed_reason = v.reason
    from unnest(${calls.map((c) => c.callId)}::uuid[], ${calls.map((c) => c.reason)}::text[])
      as v(id, reason)
    where c.id = v.id`.execute(trx);
}
