import { type Interval, seededRandom } from './ab-statistics';

/**
 * Percentile bootstrap 95% interval of Σtop / Σbottom over units resampled with replacement: the
 * same draws and percentiles as `bootstrapInterval` with that statistic, in a tight loop over
 * numbers (a list's tens of thousands of contacts stay well under a second). Null with no units
 * or when no resample has a positive denominator.
 */
export function bootstrapRatioInterval(
  top: readonly number[],
  bottom: readonly number[],
  options: { resamples?: number; seed?: number } = {},
): Interval | null {
  const n = top.length;
  if (n === 0) return null;
  const tops = Float64Array.from(top);
  const bottoms = Float64Array.from(bottom);
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
