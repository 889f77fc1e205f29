import { type Interval, leadingVariant, wilsonInterval } from '../../../../shared/ab/ab-statistics';
import { bootstrapRatioInterval } from '../../../../shared/ab/bootstrap-ratio';
import type { Rate, VariantLeading, VariantResult } from '../../../../shared/ab/variant-types';
import type { VariantContactRow } from './variant-results.repository';
import type { VariantRow } from './variants.repository';

/** Resamples of each bootstrap interval (seeded: the same data give the same interval). */
const RESAMPLES = 1000;

const rate = (count: number, trials: number): Rate => ({
  count,
  rate: trials > 0 ? count / trials : null,
  interval: wilsonInterval(count, trials),
});

const ratio = (
  rows: readonly VariantContactRow[],
  top: (row: VariantContactRow) => number,
  bottom: (row: VariantContactRow) => number,
): number | null => {
  let t = 0;
  let b = 0;
  for (const row of rows) {
    t += top(row);
    b += bottom(row);
  }
  return b > 0 ? t / b : null;
};

/** A ratio over contacts and its bootstrap interval, resampling contacts (the trials). */
function ratioWithInterval(
  rows: readonly VariantContactRow[],
  top: (row: VariantContactRow) => number,
  bottom: (row: VariantContactRow) => number,
): { value: number | null; interval: Interval | null } {
  const value = ratio(rows, top, bottom);
  if (value === null) return { value, interval: null };
  const interval = bootstrapRatioInterval(rows.map(top), rows.map(bottom), {
    resamples: RESAMPLES,
  });
  return { value, interval };
}

/** One variant's figures from its contact rows. */
export function variantResult(
  variant: VariantRow,
  rows: readonly VariantContactRow[],
): VariantResult {
  const n = rows.length;
  return {
    id: variant.id,
    agentName: variant.agent_name,
    stopped: variant.stopped_at !== null,
    contactsDialled: n,
    connected: rate(rows.filter((row) => row.connected).length, n),
    booked: rate(rows.filter((row) => row.booked).length, n),
    reportedByAgent: rows.filter((row) => row.reported).length,
    averageDurationS: ratioWithInterval(
      rows,
      (row) => row.talk_ms / 1000,
      (row) => row.talk_calls,
    ),
    costPerBooking: ratioWithInterval(
      rows,
      (row) => row.cost_cents / 100,
      (row) => (row.booked ? 1 : 0),
    ),
  };
}

/** "Leading" on booked rate among the running variants, with the sample sizes it rests on. */
export function leadingOf(results: readonly VariantResult[]): VariantLeading | null {
  const running = results.filter((result) => !result.stopped);
  const leading = leadingVariant(
    running.map((r) => ({ id: r.id, contacts: r.contactsDialled, successes: r.booked.count })),
  );
  if (!leading) return null;
  const sizeOf = (id: string) => running.find((r) => r.id === id)!.contactsDialled;
  return { ...leading, contacts: sizeOf(leading.id), runnerUpContacts: sizeOf(leading.runnerUp) };
}
