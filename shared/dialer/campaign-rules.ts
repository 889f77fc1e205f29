import { z } from 'zod';

/** Most calls to one number per 24 hours an account may allow (accounts_calls_per_number_24h). */
export const CALLS_PER_NUMBER_MAX = 10;
/** Most campaigns at once any plan allows (Enterprise). */
export const CAMPAIGNS_AT_ONCE_MAX = 10;

export const RULES_MESSAGES = {
  callsPerNumberRange: `Calls per number must be a whole number from 1 to ${CALLS_PER_NUMBER_MAX}`,
  campaignsRange: `Campaigns at once must be a whole number from 1 to ${CAMPAIGNS_AT_ONCE_MAX}`,
  campaignsAbovePlan: (bound: number, plan: string) =>
    `Your ${plan} runs at most ${bound} ${bound === 1 ? 'campaign' : 'campaigns'} at once`,
  saved: 'Rules saved',
} as const;

const wholeNumber = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message);

export const SaveCampaignRulesInput = z.object({
  callsPerNumber24h: wholeNumber(CALLS_PER_NUMBER_MAX, RULES_MESSAGES.callsPerNumberRange),
  campaignsAtOnce: wholeNumber(CAMPAIGNS_AT_ONCE_MAX, RULES_MESSAGES.campaignsRange),
});
export type SaveCampaignRulesInput = z.infer<typeof SaveCampaignRulesInput>;

/** The Rules tab: the account's caps, and the plan's bound on campaigns at once. */
export type CampaignRulesView = SaveCampaignRulesInput & {
  planCampaignsAtOnce: number;
  /** 'Free Trial' or 'Starter plan': how the bound is named. */
  planLabel: string;
};

/** Why these rules cannot be saved under the plan's bound, or null when they can. */
export function campaignRulesRefusal(
  input: SaveCampaignRulesInput,
  plan: { campaignsAtOnce: number; label: string },
): string | null {
  return input.campaignsAtOnce > plan.campaignsAtOnce
    ? RULES_MESSAGES.campaignsAbovePlan(plan.campaignsAtOnce, plan.label)
    : null;
}
