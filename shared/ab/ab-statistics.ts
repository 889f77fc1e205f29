/** z for a two-sided 95% interval. */
export const Z_95 = 1.959963984540054;

/** "Leading" needs at least this many assigned contacts in every variant compared. */
export const LEADING_MIN_CONTACTS = 100;

export type Interval = { low: number; high: number };

/** Wilson score interval of a proportion (Newcombe 1998, method 3); null with no trials. */
export function wilsonInterval(successes: number, trials: number, z = Z_95): Interval | null {
  if (trials <= 0) return null;
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = p + z2 / (2 * trials);
  const half = z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return {
    low: Math.max(0, (centre - half) / denominator),
    high: Math.min(1, (centre + half) / denominator),
  };
}

/** erfc(x) (W. J. Cody's rational approximations via Numerical Recipes' erfcc; |error| < 1.2e-7). */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t *
                              (-1.13520398 +
                                t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

export type ProportionTest = {
  /** Difference of proportions, first minus second. */
  difference: number;
  z: number;
  /** Two-sided p-value. */
  pValue: number;
  /** Significant at 95% (two-sided). */
  significant: boolean;
};

/**
 * Pooled two-proportion z-test (equals Pearson's χ² on the 2×2 table without continuity
 * correction, R's `prop.test(correct = FALSE)`); null when either side has no trials or the pooled
 * proportion is 0 or 1.
 */
export function twoProportionTest(
  successes1: number,
  trials1: number,
  successes2: number,
  trials2: number,
): ProportionTest | null {
  if (trials1 <= 0 || trials2 <= 0) return null;
  const pooled = (successes1 + successes2) / (trials1 + trials2);
  if (pooled <= 0 || pooled >= 1) return null;
  const difference = successes1 / trials1 - successes2 / trials2;
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / trials1 + 1 / trials2));
  const z = difference / se;
  const pValue = erfc(Math.abs(z) / Math.SQRT2);
  return { difference, z, pValue, significant: pValue < 0.05 };
}

/** A small seeded generator (mulberry32): the same data give the same bootstrap interval. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Percentile bootstrap 95% interval of `statistic` over `samples` (resampled with replacement);
 * null with no samples or when the statistic is undefined on every resample.
 */
export function bootstrapInterval<T>(
  samples: readonly T[],
  statistic: (resample: readonly T[]) => number | null,
  options: { resamples?: number; seed?: number } = {},
): Interval | null {
  if (samples.length === 0) return null;
  const random = seededRandom(options.seed ?? 1);
  const values: number[] = [];
  const resample: T[] = new Array(samples.length);
  for (let r = 0; r < (options.resamples ?? 2000); r++) {
    for (let i = 0; i < samples.length; i++) {
      resample[i] = samples[Math.floor(random() * samples.length)]!;
    }
    const value = statistic(resample);
    if (value !== null && Number.isFinite(value)) values.push(value);
  }
  if (values.length === 0) return null;
  values.sort((a, b) => a - b);
  const at = (q: number) => values[Math.min(values.length - 1, Math.floor(q * values.length))]!;
  return { low: at(0.025), high: at(0.975) };
}

export type VariantTally = { id: string; contacts: number; successes: number };

export type Leading = { id: string; runnerUp: string; test: ProportionTest };

/**
 * The variant to call "Leading", or null: every variant has at least LEADING_MIN_CONTACTS
 * assigned contacts and the best rate beats the next best in a two-proportion test at 95%.
 */
export function leadingVariant(variants: readonly VariantTally[]): Leading | null {
  if (variants.length < 2) return null;
  if (variants.some((v) => v.contacts < LEADING_MIN_CONTACTS)) return null;
  const [best, next] = [...variants].sort(
    (a, b) => b.successes / b.contacts - a.successes / a.contacts,
  );
  const test = twoProportionTest(best!.successes, best!.contacts, next!.successes, next!.contacts);
  if (!test?.significant || test.difference <= 0) return null;
  return { id: best!.id, runnerUp: next!.id, test };
}
