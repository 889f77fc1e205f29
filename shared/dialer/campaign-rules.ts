import { z } from 'zod';
import {
  CONCURRENT_CALLS_MAX,
  type ConcurrencyBound,
  inboundHeldBack,
  outboundBound,
} from './concurrent-calls';

/** Most calls to one number per 24 hours an account may allow (accounts_calls_per_number_24h). */
export const CALLS_PER_NUMBER_MAX = 10;
/** Most campaigns at once any plan allows (Enterprise). */
export const CAMPAIGNS_AT_ONCE_MAX = 10;

export const RULES_MESSAGES = {
  callsPerNumberRange: `Calls per number must be a whole number from 1 to ${CALLS_PER_NUMBER_MAX}`,
  campaignsRange: `Campaigns at once must be a whole number from 1 to ${CAMPAIGNS_AT_ONCE_MAX}`,
  campaignsAbovePlan: (bound: number, plan: string) =>
    `Your ${plan} runs at most ${bound} ${bound === 1 ? 'campaign' : 'campaigns'} at once`,
  concurrentCallsRange: `Concurrent calls must be a whole number from 1 to ${CONCURRENT_CALLS_MAX}`,
  concurrentCallsAboveProvider: (max: number, limit: number, held: number) =>
    `Your voice provider allows ${limit} calls at once and ${held} ${held === 1 ? 'stays' : 'stay'} free for homeowners calling back: set at most ${max} concurrent calls`,
  saved: 'Rules saved',
} as const;

const wholeNumber = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message);

export const SaveCampaignRulesInput = z.object({
  callsPerNumber24h: wholeNumber(CALLS_PER_NUMBER_MAX, RULES_MESSAGES.callsPerNumberRange),
  campaignsAtOnce: wholeNumber(CAMPAIGNS_AT_ONCE_MAX, RULES_MESSAGES.campaignsRange),
  concurrentCalls: wholeNumber(CONCURRENT_CALLS_MAX, RULES_MESSAGES.concurrentCallsRange),
});
export type SaveCampaignRulesInput = z.infer<typeof SaveCampaignRulesInput>;

/** The provider's bound on concurrent calls as the Rules tab shows it. */
export type ConcurrencyView = ConcurrencyBound & {
  /** Provider slots the dialer leaves free for inbound calls. */
  heldForInbound: number;
  /** The highest concurrent-calls setting the bound allows. */
  max: number;
  /** When the provider last answered (ISO); null: never. */
  checkedAt: string | null;
  /** The provider could not be asked just now: its last report (or the assumed bound) stands. */
  unreachable: boolean;
};

/** The Rules tab: the account's caps, the plan's bound on campaigns at once, the provider's on calls. */
export type CampaignRulesView = SaveCampaignRulesInput & {
  planCampaignsAtOnce: number;
  /** 'Free Trial' or 'Starter plan': how the bound is named. */
  planLabel: string;
  concurrency: ConcurrencyView;
};

/** The Rules tab's view of a provider bound. */
export function concurrencyView(asked: {
  bound: ConcurrencyBound;
  checkedAt: Date | null;
  unreachable: boolean;
}): ConcurrencyView {
  return {
    ...asked.bound,
    heldForInbound: inboundHeldBack(asked.bound),
    max: outboundBound(asked.bound),
    checkedAt: asked.checkedAt?.toISOString() ?? null,
    unreachable: asked.unreachable,
  };
}

/**
 * Why these rules cannot be saved under the plan's bound on campaigns or the provider's on
 * concurrent calls (with the slots held for inbound calls), or null when they can.
 */
export function campaignRulesRefusal(
  input: SaveCampaignRulesInput,
  plan: { campaignsAtOnce: number; label: string },
  provider: ConcurrencyBound,
): { field: keyof SaveCampaignRulesInput; message: string } | null {
  if (input.campaignsAtOnce > plan.campaignsAtOnce) {
    const message = RULES_MESSAGES.campaignsAbovePlan(plan.campaignsAtOnce, plan.label);
    return { field: 'campaignsAtOnce', message };
  }
  const max = outboundBound(provider);
  if (input.concurrentCalls > max) {
    const limit = provider.limit ?? provider.assumed;
    const held = inboundHeldBack(provider);
    return {
      field: 'concurrentCalls',
      message: RULES_MESSAGES.concurrentCallsAboveProvider(max, limit, held),
    };
  }
  return null;
}
