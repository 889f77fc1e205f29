import { describe, expect, it } from 'vitest';
import {
  bootstrapInterval,
  leadingVariant,
  twoProportionTest,
  wilsonInterval,
} from '../../../shared/ab/ab-statistics';

describe('Wilson score interval (95%)', () => {
  // Newcombe (1998), Statistics in Medicine 17:857–872, Table I, method 3.
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i of %i is %f to %f', (successes, trials, low, high) => {
    const interval = wilsonInterval(successes, trials)!;
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
  });

  it('has no interval without trials', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
  });
});

describe('two-proportion test', () => {
  it('matches prop.test(c(50, 35), c(100, 100), correct = FALSE): χ² 4.6036, p 0.0319', () => {
    const test = twoProportionTest(50, 100, 35, 100)!;
    expect(test.z ** 2).toBeCloseTo(4.6036, 4);
    expect(test.pValue).toBeCloseTo(0.0319, 4);
    expect(test.difference).toBeCloseTo(0.15, 10);
    expect(test.significant).toBe(true);
  });

  it('is not significant for 50/100 against 45/100 (χ² 0.5013, p 0.4789)', () => {
    const test = twoProportionTest(50, 100, 45, 100)!;
    expect(test.z ** 2).toBeCloseTo(0.5013, 4);
    expect(test.pValue).toBeCloseTo(0.4789, 3);
    expect(test.significant).toBe(false);
  });

  it('has no test without trials or without any variation', () => {
    expect(twoProportionTest(1, 0, 1, 10)).toBeNull();
    expect(twoProportionTest(0, 10, 0, 10)).toBeNull();
  });
});

describe('bootstrap interval (95%)', () => {
  const durations = Array.from({ length: 200 }, (_, i) => 30 + (i % 60));
  const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

  it('brackets the mean, narrower than the spread, and repeats with the same seed', () => {
    const interval = bootstrapInterval(durations, mean)!;
    expect(interval.low).toBeLessThan(mean(durations));
    expect(interval.high).toBeGreaterThan(mean(durations));
    expect(interval.high - interval.low).toBeLessThan(10);
    expect(bootstrapInterval(durations, mean)).toEqual(interval);
  });

  it('has no interval with no samples or an undefined statistic', () => {
    expect(bootstrapInterval([], mean)).toBeNull();
    expect(bootstrapInterval([1, 2], () => null)).toBeNull();
  });
});

describe('Leading', () => {
  it('names the best variant only with a significant difference and 100 contacts each', () => {
    const leading = leadingVariant([
      { id: 'b', contacts: 100, successes: 35 },
      { id: 'a', contacts: 100, successes: 50 },
    ]);
    expect(leading).toMatchObject({ id: 'a', runnerUp: 'b' });
    expect(leading!.test.pValue).toBeCloseTo(0.0319, 4);
  });

  it('names nobody below 100 contacts in a variant, or without significance', () => {
    expect(
      leadingVariant([
        { id: 'a', contacts: 99, successes: 60 },
        { id: 'b', contacts: 200, successes: 20 },
      ]),
    ).toBeNull();
    expect(
      leadingVariant([
        { id: 'a', contacts: 100, successes: 50 },
        { id: 'b', contacts: 100, successes: 45 },
      ]),
    ).toBeNull();
  });

  it('compares the best with the next best of three', () => {
    expect(
      leadingVariant([
        { id: 'a', contacts: 100, successes: 50 },
        { id: 'b', contacts: 100, successes: 45 },
        { id: 'c', contacts: 100, successes: 10 },
      ]),
    ).toBeNull();
  });
});
