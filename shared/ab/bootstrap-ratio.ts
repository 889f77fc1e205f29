import { type Interval, seededRandom } from './ab-statistics';

/** Above this many units, units are folded into this many groups before resampling. */
export const MAX_BOOTSTRAP_UNITS = 500;

/**
 * Units folded into `groups` interleaved groups (unit i into group i mod groups), summed. With
 * independent units the groups are independent too, and resampling the groups gives the variance
 * of Σtop and Σbottom that resampling the units gives; the work no longer grows with the list.
 */
function folded(top: readonly number[], bottom: readonly number[], groups: number) {
  const tops = new Float64Array(groups);
  const bottoms = new Float64Array(groups);
  for (let i = 0; i < top.length; i++) {
    tops[i % groups]! += top[i]!;
    bottoms[i % groups]! += bottom[i]!;
  }
  return { tops, bottoms };
}

/**
 * Percentile bootstrap 95% interval of Σtop / Σbottom over units resampled with replacement: the
 * same draws and percentiles as `bootstrapInterval` with that statistic, in a tight loop over
 * numbers. Past `maxUnits` units (default MAX_BOOTSTRAP_UNITS) it resamples folded groups, so a
 * list of 50,000 contacts costs what 500 do. Null with no units or when no resample has a positive
 * denominator.
 */
export function bootstrapRatioInterval(
  top: readonly number[],
  bottom: readonly number[],
  options: { resamples?: number; seed?: number; maxUnits?: number } = {},
): Interval | null {
  if (top.length === 0) return null;
  const maxUnits = options.maxUnits ?? MAX_BOOTSTRAP_UNITS;
  const { tops, bottoms } =
    top.length > maxUnits
      ? folded(top, bottom, maxUnits)
      : { tops: Float64Array.from(top), bottoms: Float64Array.from(bottom) };
  const n = tops.length;
  const random = seededRandom(options.seed ?? 1);
  const values: number[] = [];
  for (let r = 0; r < (options.resamples ?? 2000); r++) {
    let t = 0;
    let b = 0;
    for (let i = 0; i < n; i++) {
      const k = Math.floor(random() * n);
      t += tops[k]!;
      b += bottoms[k]!;
    }
    if (b > 0 && Number.isFinite(t / b)) values.push(t / b);
  }
  if (values.length === 0) return null;
  values.sort((x, y) => x - y);
  const at = (q: number) => values[Math.min(values.length - 1, Math.floor(q * values.length))]!;
  return { low: at(0.025), high: at(0.975) };
}
