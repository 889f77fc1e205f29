/** Deliveries are retried for this long after the event; then the delivery has failed. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** An endpoint whose deliveries failed without a success for this long is disabled. */
export const FAILURE_WINDOW_MS = 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 4 * 60 * 60 * 1000;

/** The wait after failed attempt `attempt` (1-based): 30 s doubling, at most 4 hours. */
export function retryDelayMs(attempt: number): number {
  return Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** (attempt - 1));
}

/**
 * When to try again after failed attempt `attempt`: the backoff, but a last try at the end of
 * the 24-hour window (so a day of failures is seen); null once the window is over.
 */
export function nextAttemptAt(createdAt: Date, attempt: number, now: Date): Date | null {
  const end = createdAt.getTime() + RETRY_WINDOW_MS;
  if (now.getTime() >= end) return null;
  return new Date(Math.min(end, now.getTime() + retryDelayMs(attempt)));
}

/** Every retry's offset from the event when each attempt fails at once (docs, tests). */
export function retryOffsetsMs(): number[] {
  const offsets: number[] = [];
  const start = new Date(0);
  let now = start;
  for (let attempt = 1; ; attempt++) {
    const next = nextAttemptAt(start, attempt, now);
    if (!next) return offsets;
    offsets.push(next.getTime());
    now = next;
  }
}
