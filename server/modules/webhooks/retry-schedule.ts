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

/** When to try again after failed attempt `attempt`, or null when the 24-hour window is over. */
export function nextAttemptAt(createdAt: Date, attempt: number, now: Date): Date | null {
  const at = new Date(now.getTime() + retryDelayMs(attempt));
  return at.getTime() - createdAt.getTime() > RETRY_WINDOW_MS ? null : at;
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
