import { z } from 'zod';

/** Which agent answers callers who are none of the account's contacts (null: none chosen). */
export const InboundAgentSchema = z.object({ voiceAgentId: z.uuid().nullable() });

export const INBOUND_AGENT_MESSAGES = {
  label: 'Agent for callbacks from unknown numbers',
  help: 'A contact who calls back reaches the agent of the list that called them; anyone else reaches this agent. Your numbers get it on the next refresh of this list.',
  notLinked:
    'Choose an agent that is saved to Retell AI (it needs a Retell agent to answer calls).',
  saved: 'Callback agent saved',
  none: 'No agent (unknown callers reach the number’s own inbound agent in Retell, if any)',
} as const;
