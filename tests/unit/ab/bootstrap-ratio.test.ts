import { describe, expect, it } from 'vitest';
import { bootstrapInterval, seededRandom } from '../../../shared/ab/ab-statistics';
import { bootstrapRatioInterval } from '../../../shared/ab/bootstrap-ratio';

describe('bootstrap interval of a ratio over units', () => {
  it('equals the generic bootstrap with the same ratio statistic (same draws, same percentiles)', () => {
    const random = seededRandom(7);
    const units = Array.from({ length: 300 }, () => ({
      top: Math.round(random() * 500),
      bottom: random() < 0.2 ? 1 : 0,
    }));
    const generic = bootstrapInterval(
      units,
      (sample) => {
        const b = sample.reduce((sum, u) => sum + u.bottom, 0);
        return b > 0 ? sample.reduce((sum, u) => sum + u.top, 0) / b : null;
      },
      { resamples: 500 },
    );
    const fast = bootstrapRatioInterval(
      units.map((u) => u.top),
      units.map((u) => u.bottom),
      { resamples: 500 },
    );
    expect(fast).toEqual(generic);
    expect(fast!.low).toBeLessThan(fast!.high);
  });

  it('past 500 units resamples folded groups, and agrees with resampling every unit', () => {
    const random = seededRandom(11);
    const units = 20_000;
    const top = Array.from({ length: units }, () => Math.round(random() * 600));
    const bottom = Array.from({ length: units }, (): number => (random() < 0.1 ? 1 : 0));
    const grouped = bootstrapRatioInterval(top, bottom, { resamples: 1000 })!;
    const everyUnit = bootstrapRatioInterval(top, bottom, { resamples: 1000, maxUnits: units })!;
    const value = top.reduce((a, b) => a + b, 0) / bottom.reduce((a, b) => a + b, 0);
    const width = everyUnit.high - everyUnit.low;
    expect(grouped.low).toBeLessThan(value);
    expect(grouped.high).toBeGreaterThan(value);
    // Bootstrap noise with 1,000 resamples is a few percent of the width.
    expect(Math.abs(grouped.low - everyUnit.low)).toBeLessThan(0.1 * width);
    expect(Math.abs(grouped.high - everyUnit.high)).toBeLessThan(0.1 * width);
  });

  it('is null with no units or no resample with a denominator', () => {
    expect(bootstrapRatioInterval([], [])).toBeNull();
    expect(bootstrapRatioInterval([5, 5], [0, 0])).toBeNull();
  });
});
