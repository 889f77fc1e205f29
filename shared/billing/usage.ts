/** Usage arithmetic shared by the server (limits) and the Billing page (display). */

/** Estimated cost of voice-agent calls: $0.05 per minute (spec 9). */
export const COST_PER_MINUTE_CENTS = 5;
/** The dashboard warns at this share of a limit. */
export const WARN_AT_SHARE = 0.8;

export type MeterState = 'ok' | 'warning' | 'reached';
export type Meter = { used: number; limit: number; state: MeterState };

export function meter(used: number, limit: number): Meter {
  const state: MeterState =
    used >= limit ? 'reached' : used >= limit * WARN_AT_SHARE ? 'warning' : 'ok';
  return { used, limit, state };
}

/** Minutes, to one decimal, from seconds of talk. */
export function minutesOf(seconds: number): number {
  return Math.round(seconds / 6) / 10;
}

export function estimatedCostCents(seconds: number): number {
  return Math.round((seconds * COST_PER_MINUTE_CENTS) / 60);
}

/** '$1,234.56' from cents. */
export function formatDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** Whole days left before `end` (a part day counts as one), never below zero. */
export function daysRemaining(end: Date, now: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / 86_400_000));
}

/** The start of the monthly period that contains `now`, counting months from `anchor`. */
export function currentMonthlyPeriod(anchor: Date, now: Date): { start: Date; end: Date } {
  let months =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 +
    (now.getUTCMonth() - anchor.getUTCMonth());
  if (addMonths(anchor, months) > now) months -= 1;
  months = Math.max(0, months);
  return { start: addMonths(anchor, months), end: addMonths(anchor, months + 1) };
}

/** `months` calendar months after `date` (UTC), clamped to the month's last day. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
