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

  it('is null with no units or no resample with a denominator', () => {
    expect(bootstrapRatioInterval([], [])).toBeNull();
    expect(bootstrapRatioInterval([5, 5], [0, 0])).toBeNull();
  });
});
