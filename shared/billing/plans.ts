/**
 * The pricing plans (landing spec, "Pricing plans") and the free trial: the one catalogue that the
 * landing page's pricing section, the Billing page and the server's plan limits all read.
 */

export const PLAN_IDS = ['starter', 'pro', 'elite', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** One-time setup fee of every plan, in dollars. */
export const SETUP_FEE_DOLLARS = 5000;

/**
 * Most data rows one imported file may have (contacts, do-not-call numbers), the same on every
 * plan: a file within the 10 MB cap stays well under it, and the importer stops reading there.
 */
export const MAX_IMPORT_ROWS = 1_000_000;

export const SUPPORT_LINE = 'All plans include 24/7 technical support and updates.';

export type PricingPlan = {
  id: PlanId;
  name: string;
  /** Dollars per month. */
  priceMonthly: number;
  /** Dollars, once. */
  setupFee: number;
  popular: boolean;
  /** Dials per monthly period: the limit the dialer enforces. */
  dials: number;
  /** About this many (the spec's 15% connect rate). */
  connectedCalls: number;
  talkMinutes: number;
  /** The spec writes "about" before some talk-minute figures and not others. */
  talkMinutesApproximate: boolean;
  /** Voice agents the plan includes. */
  agents: number;
  /** The most lists that place calls at the same time (the "Campaigns at once" setting's bound). */
  campaignsAtOnce: number;
  extras: readonly string[];
};

export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    id: 'starter',
    name: 'Starter',
    priceMonthly: 997,
    setupFee: SETUP_FEE_DOLLARS,
    popular: false,
    dials: 5000,
    connectedCalls: 750,
    talkMinutes: 1875,
    talkMinutesApproximate: true,
    agents: 1,
    campaignsAtOnce: 1,
    extras: ['Custom script setup', 'CRM/webhook integration', 'Weekly reports'],
  },
  {
    id: 'pro',
    name: 'Pro',
    priceMonthly: 1497,
    setupFee: SETUP_FEE_DOLLARS,
    popular: true,
    dials: 10000,
    connectedCalls: 1500,
    talkMinutes: 3750,
    talkMinutesApproximate: false,
    agents: 2,
    campaignsAtOnce: 1,
    extras: [
      'A/B script testing',
      'Lead tagging and pipeline export',
      'Bi-weekly optimisation sessions',
    ],
  },
  {
    id: 'elite',
    name: 'Elite',
    priceMonthly: 1997,
    setupFee: SETUP_FEE_DOLLARS,
    popular: false,
    dials: 15000,
    connectedCalls: 2250,
    talkMinutes: 5625,
    talkMinutesApproximate: false,
    agents: 3,
    campaignsAtOnce: 5,
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
    priceMonthly: 2497,
    setupFee: SETUP_FEE_DOLLARS,
    popular: false,
    dials: 20000,
    connectedCalls: 3000,
    talkMinutes: 7500,
    talkMinutesApproximate: false,
    agents: 4,
    campaignsAtOnce: 10,
    extras: [
      'Real-time monitoring dashboard',
      'Dedicated onboarding and account strategist',
      'Full optimisation tools',
    ],
  },
];

export const POPULAR_LABEL = 'Most Popular';

export function planById(id: PlanId): PricingPlan {
  return PRICING_PLANS.find((plan) => plan.id === id)!;
}

const count = (n: number) => n.toLocaleString('en-US');

/** The plan's figures as the pricing table writes them, one line each, then its extras. */
export function planFeatureLines(plan: PricingPlan): string[] {
  const about = plan.talkMinutesApproximate ? 'About ' : '';
  return [
    `${count(plan.dials)} dials per month`,
    `About ${count(plan.connectedCalls)} connected calls`,
    `${about}${count(plan.talkMinutes)} talk minutes`,
    `${plan.agents} ${plan.agents === 1 ? 'voice agent' : 'voice agents'}`,
    ...plan.extras,
  ];
}

/**
 * The free trial the landing page promises ('14-day free trial'), with the spec's sample contents.
 * Its dials follow the spec's own arithmetic for the plans (2.5 minutes per connected call, 15%
 * connect rate): 100 minutes = 40 connected calls ≈ 267 dials.
 */
export const FREE_TRIAL = {
  name: 'Free Trial',
  days: 14,
  talkMinutes: 100,
  agents: 2,
  campaignsAtOnce: 1,
  dials: 267,
  features: ['100 minutes', '2 voice agents', 'Basic analytics'],
} as const;
