import { RETRY_WINDOW_MS, retryDelayMs } from '../webhooks/retry-schedule';

/** The longest wait a Retry-After may ask for: AccuLynx bans an IP "~30 s to minutes". */
const MAX_RETRY_AFTER_MS = 60 * 60 * 1000;

/**
 * When a write-back is tried again after failed attempt `attempt`: AccuLynx's Retry-After (in
 * seconds) when it sends one, else the webhooks' backoff (30 s doubling, at most 4 hours); never
 * past 24 hours after `windowStart` (when it was queued, or resent; null then).
 */
export function acculynxNextAttemptAt(
  windowStart: Date,
  attempt: number,
  now: Date,
  retryAfter: string | null,
): Date | null {
  const end = windowStart.getTime() + RETRY_WINDOW_MS;
  if (now.getTime() >= end) return null;
  const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
  const wait =
    Number.isFinite(seconds) && seconds >= 0
      ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS)
      : retryDelayMs(attempt);
  return new Date(Math.min(end, now.getTime() + wait));
}
