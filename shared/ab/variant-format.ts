import { type Interval, LEADING_MIN_CONTACTS } from './ab-statistics';
import type { Rate, VariantLeading } from './variant-types';

const NONE = '—';
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const interval95 = (interval: Interval | null, show: (value: number) => string) =>
  interval ? ` (95% CI ${show(interval.low)}–${show(interval.high)})` : '';

/** "25.0% (95% CI 18.1–33.5%)"; a dash with nobody dialled. */
export function rateText(rate: Rate): string {
  if (rate.rate === null) return NONE;
  return `${pct(rate.rate)}${interval95(rate.interval, pct)}`;
}

/** A value with its bootstrap interval, in the unit `show` writes. */
export function estimateText(
  estimate: { value: number | null; interval: Interval | null },
  show: (value: number) => string,
): string {
  if (estimate.value === null) return NONE;
  return `${show(estimate.value)}${interval95(estimate.interval, show)}`;
}

export const seconds = (value: number) => `${Math.round(value)} s`;
export const dollars = (value: number) => `$${value.toFixed(2)}`;

export const NO_LEADER_TEXT = `No variant is leading yet: "Leading" needs at least ${LEADING_MIN_CONTACTS} dialled contacts in every running variant and a significant difference in booked rate (two-proportion test at 95%).`;

/** The claim and what it rests on, as the screen states it. */
export function leadingText(
  leading: VariantLeading,
  nameOf: (id: string) => string,
  bookedOf: (id: string) => number,
): string {
  const p = leading.test.pValue < 0.001 ? 'p < 0.001' : `p = ${leading.test.pValue.toFixed(3)}`;
  return `${nameOf(leading.id)} is leading on booked rate: ${bookedOf(leading.id)} of ${leading.contacts} contacts booked vs ${bookedOf(leading.runnerUp)} of ${leading.runnerUpContacts} for ${nameOf(leading.runnerUp)} (two-proportion test at 95%, ${p}).`;
}
