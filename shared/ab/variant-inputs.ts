import { z } from 'zod';
import { MAX_VARIANTS, MIN_VARIANTS } from './variant-assignment';

/** Smallest and largest weight of one variant (relative shares of the list's contacts). */
export const WEIGHT_MIN = 1;
export const WEIGHT_MAX = 100;

export const VARIANT_MESSAGES = {
  count: `A test runs ${MIN_VARIANTS} to ${MAX_VARIANTS} variants`,
  weight: `Each weight must be a whole number from ${WEIGHT_MIN} to ${WEIGHT_MAX}`,
  sameAgent: 'Each variant needs a different agent',
  agentNotFound: 'Voice agent not found',
  chooseAgent: 'Choose an agent for every variant',
  notOnRetell: (agent: string) =>
    `${agent} is not saved to Retell yet: real calls need every variant's agent on Retell`,
  variantNotFound: 'Variant not found',
  abovePlan: (agents: number, plan: string) =>
    `Your ${plan} includes ${agents} ${agents === 1 ? 'voice agent' : 'voice agents'}: a list can test at most ${agents} ${agents === 1 ? 'variant' : 'variants'}`,
  lastVariant:
    'Stop the test or promote a variant instead: a running test keeps at least one variant',
  notRunning: 'This variant is already stopped',
  saved: 'Variants saved',
  stopped: 'Variant stopped: its contacts move to the other variants',
  promoted: (agent: string) => `${agent} is now the list's only agent`,
} as const;

const listId = z.uuid({ error: 'Unknown contact list' });
const agentId = z.uuid({ error: VARIANT_MESSAGES.agentNotFound });
const variantId = z.uuid({ error: VARIANT_MESSAGES.variantNotFound });
const weight = z
  .number({ error: VARIANT_MESSAGES.weight })
  .int(VARIANT_MESSAGES.weight)
  .min(WEIGHT_MIN, VARIANT_MESSAGES.weight)
  .max(WEIGHT_MAX, VARIANT_MESSAGES.weight);

export const VariantsListInput = z.object({ listId });
export type VariantsListInput = z.infer<typeof VariantsListInput>;

export const SaveVariantsInput = z.object({
  listId,
  variants: z
    .array(z.object({ agentId, weight }))
    .min(MIN_VARIANTS, VARIANT_MESSAGES.count)
    .max(MAX_VARIANTS, VARIANT_MESSAGES.count),
});
export type SaveVariantsInput = z.infer<typeof SaveVariantsInput>;

export const VariantActionInput = z.object({ listId, variantId });
export type VariantActionInput = z.infer<typeof VariantActionInput>;

export const VariantResultsInput = z.object({
  listId,
  /** Unset: simulated calls count only while the account has no real call. */
  includeSimulated: z.boolean().optional(),
});
export type VariantResultsInput = z.infer<typeof VariantResultsInput>;

/** Why these variants cannot run (twice the same agent, more than the plan's agents), or null. */
export function variantsRefusal(
  variants: readonly { agentId: string }[],
  plan: { agents: number; label: string },
): string | null {
  if (new Set(variants.map((v) => v.agentId)).size !== variants.length) {
    return VARIANT_MESSAGES.sameAgent;
  }
  const count = variants.length;
  return count > plan.agents ? VARIANT_MESSAGES.abovePlan(plan.agents, plan.label) : null;
}
