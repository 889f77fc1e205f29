import { describe, expect, it } from 'vitest';
import { planAllowances, planPrice, setupFeeLine } from '../../../shared/billing/plan-lines';
import { planById } from '../../../shared/billing/plans';

describe('pricing plan lines (spec section 9)', () => {
  it('words the Pro plan as the pricing table does', () => {
    const pro = planById('pro');
    expect(planPrice(pro)).toBe('$1,497/mo');
    expect(planAllowances(pro)).toEqual([
      '10,000 dials',
      'about 1,500 connected calls',
      '3,750 talk minutes',
      '2 AI agents',
    ]);
  });

  it('says "about" for Starter talk minutes and uses the singular for one agent', () => {
    expect(planAllowances(planById('starter'))).toEqual([
      '5,000 dials',
      'about 750 connected calls',
      'about 1,875 talk minutes',
      '1 AI agent',
    ]);
  });

  it('states the one-time setup fee', () => {
    expect(setupFeeLine()).toBe('$5,000 one-time setup fee');
  });
});
