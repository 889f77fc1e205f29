import { type RawBuilder, sql } from 'kysely';
import type { SkipReason } from './skip-reason';

/**
 * The states' cap on calls to one number in 24 h (Florida, Oklahoma, Maryland: 3; state-rules.ts),
 * within a list: a contact whose last `cap` calls all started within 24 h waits until 24 h after
 * the earliest of them. The cap is folded into next_eligible_at when an outcome is recorded, so the
 * claim stays one index walk. Across lists it comes with the do-not-call and consent caps.
 */

/** When the cap lets the next call start, or null when it does not hold the contact back. */
export function capHoldsUntil(
  callStarts: readonly Date[],
  cap: number | null,
  now: Date,
): Date | null {
  if (cap === null) return null;
  const latest = [...callStarts].sort((a, b) => b.getTime() - a.getTime());
  const oldest = latest[cap - 1];
  if (!oldest) return null;
  const until = new Date(oldest.getTime() + 86_400_000);
  return until > now ? until : null;
}

/**
 * The SQL side: 24 h after the cap-th latest placed call of the contact (callbacks are not calls
 * to the number) (`contactId`), or null
 * when it has had fewer calls (calls_contact_started_idx). Compare with the time it applies at.
 */
export function capHoldsUntilSql(
  contactId: RawBuilder<unknown>,
  cap: RawBuilder<unknown>,
): RawBuilder<Date | null> {
  return sql<Date | null>`(
    select k.started_at + interval '24 hours' from calls k
    where k.contact_id = ${contactId} and k.state <> 'not-placed' and k.direction = 'outbound'
    order by k.started_at desc
    offset ${cap} - 1 limit 1
  )`;
}

export const STATE_CALL_CAP: SkipReason = {
  code: 'state-call-cap',
  copy: 'State rule: at most 3 calls in 24 hours — next call {time}',
  stored: true,
};
