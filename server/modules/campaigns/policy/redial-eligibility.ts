import { type RawBuilder, sql } from 'kysely';
import type { RedialSettings } from '../../../../shared/dialer/redial-settings';
import type { SkipReason } from './skip-reason';

export { isEligible, nextEligibleAt, retryOutlook } from '../../../../shared/dialer/eligibility';

/**
 * Redial eligibility (the spec's rule: attempts below the maximum, status Not Called or a retry
 * status, the retry delay elapsed). The pure predicate is `nextEligibleAt` in shared/ (the client
 * shows it too); below, the same rule in SQL. Every clock rule is folded into the contact's
 * `next_eligible_at`, so "eligible now" stays one index scan.
 */

/** A fresh contact with a valid number: eligible at once (COPY text of the epoch). */
export const ELIGIBLE_AT_ONCE_COPY = 'epoch';
/** A contact that may never be dialled (invalid number): COPY text of NULL. */
export const NEVER_ELIGIBLE_COPY = '\\N';

/**
 * `nextEligibleAt()` over a contacts row's own columns (attempts, status, last_attempt_at), under
 * `settings`; `minuteMs` is the configured retry-delay unit.
 */
export function nextEligibleAtSql(
  settings: RedialSettings,
  minuteMs: number,
): RawBuilder<Date | null> {
  const delayMs = settings.retryDelayMinutes * minuteMs;
  return sql<Date | null>`case
    when attempts >= ${settings.maxAttempts}::int then null
    when status = 'Not Called' then 'epoch'::timestamptz
    when status = any(${settings.retryStatuses}::text[])
      then coalesce(last_attempt_at + ${delayMs}::double precision * interval '1 millisecond', 'epoch')
    else null
  end`;
}

/** Contacts eligible at `now` (the claim's filter, with the window key: contacts_list_window_idx). */
export function eligibleNowSql(now: Date): RawBuilder<boolean> {
  return sql<boolean>`next_eligible_at is not null
          and next_eligible_at <= ${now.toISOString()}::timestamptz`;
}

/** Contacts anyone may ever dial again (the earliest of them decides when a campaign resumes). */
export const everEligibleSql = sql<boolean>`next_eligible_at is not null`;

/** A contact whose number turned out invalid can never be dialled. */
export const NEVER_ELIGIBLE_SQL = sql<null>`null`;

/** An invalid number is never dialled (its status says so). */
export const INVALID_NUMBER: SkipReason = {
  code: 'invalid-number',
  copy: 'Invalid number',
  stored: false,
};

/** Waiting for its retry delay (derived when read from next_eligible_at). */
export const RETRY_DELAY: SkipReason = {
  code: 'retry-delay',
  copy: 'After a retry delay — next call {time}',
  stored: false,
};
