/**
 * Who is calling one of the account's numbers, as the campaigns know them: the contact called most
 * recently with that number (null for an unknown caller), the agent that answers (the contact's
 * list's agent, else the account's inbound agent; null: Retell uses the number's own) and the
 * variables its prompt reads. Handed to the inbound webhook by the composition root, so voice
 * reads no campaign table.
 */
export type InboundCaller = {
  contactId: string | null;
  listId: string | null;
  voiceAgentId: string | null;
  retellAgentId: string | null;
  variables: Record<string, string>;
  onDoNotCall: boolean;
};

export type InboundCallers = (accountId: string, fromNumber: string) => Promise<InboundCaller>;

/** The `metadata.direction` of a callback: its events then make a call row of their own. */
export const INBOUND_DIRECTION = 'inbound';
