/**
 * The pricing plans exactly as the spec lists them (landing spec, "Pricing plans"). The landing
 * page's pricing section and the billing page both read this one catalogue.
 */
export type PlanId = 'starter' | 'pro' | 'elite' | 'enterprise';

export type PricingPlan = {
  id: PlanId;
  name: string;
  /** Whole dollars per month. */
  pricePerMonth: number;
  /** Whole dollars, charged once. */
  setupFee: number;
  popular: boolean;
  dials: number;
  /** Shown as "about N" when approximate. */
  connectedCalls: number;
  connectedCallsApproximate: boolean;
  talkMinutes: number;
  talkMinutesApproximate: boolean;
  agents: number;
  extras: readonly string[];
};

export const SETUP_FEE_DOLLARS = 5_000;
export const PLAN_SUPPORT_LINE = 'All plans include 24/7 technical support and updates.';

export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    id: 'starter',
    name: 'Starter',
    pricePerMonth: 997,
    setupFee: SETUP_FEE_DOLLARS,
    popular: false,
    dials: 5_000,
    connectedCalls: 750,
    connectedCallsApproximate: true,
    talkMinutes: 1_875,
    talkMinutesApproximate: true,
    agents: 1,
    extras: ['Custom script setup', 'CRM/webhook integration', 'Weekly reports'],
  },
  {
    id: 'pro',
    name: 'Pro',
    pricePerMonth: 1_497,
    setupFee: SETUP_FEE_DOLLARS,
    popular: true,
    dials: 10_000,
    connectedCalls: 1_500,
    connectedCallsApproximate: true,
    talkMinutes: 3_750,
    talkMinutesApproximate: false,
    agents: 2,
    extras: [
      'A/B script testing',
      'Lead tagging and pipeline export',
      'Bi-weekly optimisation sessions',
    ],
  },
  {
    id: 'elite',
    name: 'Elite',
    pricePerMonth: 1_997,
    setupFee: SETUP_FEE_DOLLARS,
    popular: false,
    dials: 15_000,
    connectedCalls: 2_250,
    connectedCallsApproximate: true,
    talkMinutes: 5_625,
    talkMinutesApproximate: false,
    agents: 3,
    extras: [
      'Multi-campaign dialing',
      'Advanced CRM integrations',
      'Performance dashboard',
      'Priority support',
    ],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    pricePerMonth: 2_497,
    setupFee: SETUP_FEE_DOLLARS,
    popular: false,
    dials: 20_000,
    connectedCalls: 3_000,
    connectedCallsApproximate: true,
    talkMinutes: 7_500,
    talkMinutesApproximate: false,
    agents: 4,
    extras: [
      'Real-time monitoring dashboard',
      'Dedicated onboarding and account strategist',
      'Full optimisation tools',
    ],
  },
];

export function planById(id: PlanId): PricingPlan {
  const plan = PRICING_PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}
