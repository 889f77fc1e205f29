import { countOf } from '../format/plural';
import { type PricingPlan, SETUP_FEE_DOLLARS } from './plans';

const count = (n: number) => n.toLocaleString('en-US');
const about = (n: number, approximate: boolean) => (approximate ? `about ${count(n)}` : count(n));

/** '$1,497' */
export const dollars = (amount: number) => `$${count(amount)}`;

/** '$1,497/mo' */
export const planPrice = (plan: PricingPlan) => `${dollars(plan.pricePerMonth)}/mo`;

/** '$5,000 one-time setup fee' */
export const setupFeeLine = (amount = SETUP_FEE_DOLLARS) => `${dollars(amount)} one-time setup fee`;

/** A plan's allowances as the pricing table words them, e.g. 'about 1,500 connected calls'. */
export function planAllowances(plan: PricingPlan): string[] {
  return [
    `${count(plan.dials)} dials`,
    `${about(plan.connectedCalls, plan.connectedCallsApproximate)} connected calls`,
    `${about(plan.talkMinutes, plan.talkMinutesApproximate)} talk minutes`,
    countOf(plan.agents, 'AI agent'),
  ];
}
