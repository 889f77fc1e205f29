import { z } from 'zod';
import { ImportRetellAgentSchema } from './retell-import';

/**
 * Where a Retell agent sends its call events: here ('product'), nowhere of its own ('empty': Retell
 * falls back to the account-level webhook, which may or may not be this product), or elsewhere.
 */
export type AgentWebhookState = 'product' | 'empty' | 'foreign';

export function agentWebhookState(
  agentWebhookUrl: string | null,
  productWebhookUrl: string,
): AgentWebhookState {
  if (!agentWebhookUrl) return 'empty';
  return agentWebhookUrl === productWebhookUrl ? 'product' : 'foreign';
}

export const AGENT_WEBHOOK_MESSAGES = {
  title: 'Calls of this agent may not report back',
  empty:
    "This agent's webhook on Retell is empty, so Retell sends its call events to your Retell account's webhook, which may or may not be this product.",
  foreign: (url: string) =>
    `This agent's webhook on Retell points to ${url}, so its call events go there, not to this product.`,
  change: (agentId: string, from: string | null, to: string) =>
    `The change: on Retell agent ${agentId}, webhook_url ${from ? `"${from}"` : '(empty)'} becomes "${to}". Nothing else on the agent changes.`,
  sweepOnly:
    'Until then, call outcomes arrive only through the periodic sweep, which asks Retell about calls that have not reported back: later, and without live progress.',
  setButton: 'Set webhook to this product',
  notNow: 'Not now',
  set: 'Webhook set: calls of this agent now report back here',
  setFailed: 'Could not set the webhook',
  notLinked: 'This agent is not linked to a Retell agent.',
} as const;

/** Point an imported agent's Retell webhook here; a key typed in the import dialog may be used. */
export const SetAgentWebhookSchema = z.object({
  id: z.uuid(),
  apiKey: ImportRetellAgentSchema.shape.apiKey,
});
