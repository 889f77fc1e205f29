import type { Logger } from '../logger';
import { type ErrorSource, errorsTotal } from '../metrics/error-metrics';

/** At most one log line per source in this window; the rest are counted and summed up. */
export const ERROR_LOG_WINDOW_MS = 30_000;

const windows = new Map<ErrorSource, { until: number; suppressed: number }>();

/**
 * Counts every error and logs it, rate-limited per source, so a Redis outage (an error per
 * reconnect attempt) is a line every 30 s that says how many were left out, not a flood.
 */
export function reportError(
  logger: Logger,
  source: ErrorSource,
  error: unknown,
  now = Date.now(),
): void {
  errorsTotal.inc({ source });
  const window = windows.get(source);
  if (window && now < window.until) {
    window.suppressed++;
    return;
  }
  windows.set(source, { until: now + ERROR_LOG_WINDOW_MS, suppressed: 0 });
  const suppressed = window?.suppressed ?? 0;
  logger.error(
    { err: error, source, ...(suppressed ? { suppressedSinceLastLine: suppressed } : {}) },
    `${source} error`,
  );
}

/** An `error` listener for an emitter (ioredis, BullMQ) that reports to `source`. */
export const errorListener = (logger: Logger, source: ErrorSource) => (error: unknown) =>
  reportError(logger, source, error);
