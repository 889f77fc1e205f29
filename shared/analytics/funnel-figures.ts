/** Percent of `part` in `whole`, or null when there is nothing to divide by. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? (part / whole) * 100 : null;
}

/** The stored local slot ((ISO weekday − 1) × 24 + hour) as weekday (0 = Monday) and hour. */
export function slotToWeekdayHour(slot: number): { weekday: number; hour: number } {
  return { weekday: Math.floor(slot / 24), hour: slot % 24 };
}

export const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export const formatPercent = (value: number | null) =>
  value === null ? 'N/A' : `${value.toFixed(1)}%`;

export const formatDollars = (value: number | null) =>
  value === null ? 'N/A' : `$${value.toFixed(2)}`;
