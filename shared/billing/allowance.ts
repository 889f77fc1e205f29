import { FREE_TRIAL, type PlanId, planById } from './plans';
import { currentMonthlyPeriod } from './usage';

/** What an account may use in its current period: the free trial's or its plan's month. */
export type Allowance = {
  kind: 'trial' | 'plan';
  planId: PlanId | null;
  /** 'Free Trial' or 'Starter plan': how limit messages name it. */
  label: string;
  start: Date;
  end: Date;
  dials: number;
  agents: number;
  /** Lists that may place calls at the same time. */
  campaignsAtOnce: number;
  talkMinutes: number;
  /** The trial is over and no plan was chosen: nothing may be dialled. */
  ended: boolean;
};

const DAY_MS = 86_400_000;

export function allowanceOf(
  account: { createdAt: Date; planId: PlanId | null; periodAnchor: Date | null },
  now: Date,
): Allowance {
  if (account.planId && account.periodAnchor) {
    const plan = planById(account.planId);
    const { start, end } = currentMonthlyPeriod(account.periodAnchor, now);
    return {
      kind: 'plan',
      planId: plan.id,
      label: `${plan.name} plan`,
      start,
      end,
      dials: plan.dials,
      agents: plan.agents,
      campaignsAtOnce: plan.campaignsAtOnce,
      talkMinutes: plan.talkMinutes,
      ended: false,
    };
  }
  const end = new Date(account.createdAt.getTime() + FREE_TRIAL.days * DAY_MS);
  return {
    kind: 'trial',
    planId: null,
    label: FREE_TRIAL.name,
    start: account.createdAt,
    end,
    dials: FREE_TRIAL.dials,
    agents: FREE_TRIAL.agents,
    campaignsAtOnce: FREE_TRIAL.campaignsAtOnce,
    talkMinutes: FREE_TRIAL.talkMinutes,
    ended: now >= end,
  };
}

/** Dials still allowed this period. */
export function dialsLeft(allowance: Allowance, used: number): number {
  return allowance.ended ? 0 : Math.max(0, allowance.dials - used);
}
