import { describe, expect, it } from 'vitest';
import { allowanceOf, dialsLeft } from '../../../shared/billing/allowance';
import { parseDollars } from '../../../shared/billing/billing-schemas';
import {
  FREE_TRIAL,
  PRICING_PLANS,
  planFeatureLines,
  SETUP_FEE_DOLLARS,
} from '../../../shared/billing/plans';
import {
  addMonths,
  currentMonthlyPeriod,
  daysRemaining,
  estimatedCostCents,
  formatDollars,
  meter,
} from '../../../shared/billing/usage';

describe('plan catalogue', () => {
  it('holds the pricing table exactly', () => {
    expect(
      PRICING_PLANS.map((p) => [
        p.name,
        p.priceMonthly,
        p.dials,
        p.connectedCalls,
        p.talkMinutes,
        p.agents,
      ]),
    ).toEqual([
      ['Starter', 997, 5000, 750, 1875, 1],
      ['Pro', 1497, 10000, 1500, 3750, 2],
      ['Elite', 1997, 15000, 2250, 5625, 3],
      ['Enterprise', 2497, 20000, 3000, 7500, 4],
    ]);
    expect(PRICING_PLANS.every((p) => p.setupFee === SETUP_FEE_DOLLARS)).toBe(true);
    expect(PRICING_PLANS.filter((p) => p.popular).map((p) => p.name)).toEqual(['Pro']);
  });

  it('writes the figures as the table does', () => {
    expect(planFeatureLines(PRICING_PLANS[0]!).slice(0, 4)).toEqual([
      '5,000 dials per month',
      'About 750 connected calls',
      'About 1,875 talk minutes',
      '1 voice agent',
    ]);
    expect(planFeatureLines(PRICING_PLANS[1]!)[2]).toBe('3,750 talk minutes');
  });

  it('gives the trial the spec sample contents and dials by the spec arithmetic', () => {
    expect(FREE_TRIAL.days).toBe(14);
    expect(FREE_TRIAL.features).toEqual(['100 minutes', '2 voice agents', 'Basic analytics']);
    expect(FREE_TRIAL.dials).toBe(Math.round(FREE_TRIAL.talkMinutes / 2.5 / 0.15));
  });
});

describe('allowance', () => {
  const created = new Date('2026-11-01T00:00:00Z');

  it('is the trial for 14 days from sign-up, then nothing', () => {
    const during = allowanceOf(
      { createdAt: created, planId: null, periodAnchor: null },
      new Date('2026-11-10T00:00:00Z'),
    );
    expect(during).toMatchObject({ kind: 'trial', dials: 267, agents: 2, ended: false });
    expect(during.end.toISOString()).toBe('2026-11-15T00:00:00.000Z');
    const after = allowanceOf(
      { createdAt: created, planId: null, periodAnchor: null },
      new Date('2026-11-15T00:00:00Z'),
    );
    expect(after.ended).toBe(true);
    expect(dialsLeft(after, 0)).toBe(0);
  });

  it("is the plan's month counted from the moment it was chosen", () => {
    const plan = allowanceOf(
      { createdAt: created, planId: 'pro', periodAnchor: new Date('2026-01-31T12:00:00Z') },
      new Date('2026-03-05T00:00:00Z'),
    );
    expect(plan).toMatchObject({ kind: 'plan', label: 'Pro plan', dials: 10000, agents: 2 });
    expect(plan.start.toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(plan.end.toISOString()).toBe('2026-03-31T12:00:00.000Z');
    expect(dialsLeft(plan, 9998)).toBe(2);
    expect(dialsLeft(plan, 12000)).toBe(0);
  });
});

describe('usage arithmetic', () => {
  it('warns at 80% and is reached at 100%', () => {
    expect(meter(79, 100).state).toBe('ok');
    expect(meter(80, 100).state).toBe('warning');
    expect(meter(100, 100).state).toBe('reached');
  });

  it('costs $0.05 a minute and formats dollars with two decimals', () => {
    expect(estimatedCostCents(47 * 60)).toBe(235);
    expect(formatDollars(2450)).toBe('$24.50');
    expect(formatDollars(500_000)).toBe('$5,000.00');
    expect(parseDollars('$1,000.5')).toBe(100_050);
    expect(parseDollars('12.345')).toBeNull();
    expect(parseDollars('abc')).toBeNull();
  });

  it('counts whole days remaining and calendar months', () => {
    expect(daysRemaining(new Date('2026-11-15T00:00:00Z'), new Date('2026-11-08T01:00:00Z'))).toBe(
      7,
    );
    expect(daysRemaining(new Date('2026-11-15T00:00:00Z'), new Date('2026-12-01T00:00:00Z'))).toBe(
      0,
    );
    expect(addMonths(new Date('2026-01-31T00:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
    const period = currentMonthlyPeriod(
      new Date('2026-01-15T00:00:00Z'),
      new Date('2026-01-15T00:00:00Z'),
    );
    expect(period.start.toISOString()).toBe('2026-01-15T00:00:00.000Z');
  });
});
