import { spokenAgentName } from '../../../../shared/agents/spoken-name';
import type { AppDeps } from '../../../deps';
import type { InboundCaller, InboundCallers } from '../../../voice/call-events/inbound-callers';
import { type InboundCallerRow, inboundCallerRow } from './inbound-caller.repository';

const NOBODY: InboundCaller = {
  contactId: null,
  listId: null,
  voiceAgentId: null,
  retellAgentId: null,
  variables: {},
  onDoNotCall: false,
};

/** The campaigns' answer to "who is calling": the contact, its agent and the prompt's variables. */
export function inboundCallers(deps: Pick<AppDeps, 'db'>): InboundCallers {
  return async (accountId, fromNumber) => {
    const row = await inboundCallerRow(deps.db, accountId, fromNumber);
    if (!row) return NOBODY;
    return {
      contactId: row.contact_id,
      listId: row.contact_id ? row.list_id : null,
      voiceAgentId: row.agent_id,
      retellAgentId: row.retell_agent_id,
      variables: variablesOf(row),
      onDoNotCall: row.on_dnc,
    };
  };
}

/**
 * Retell substitutes strings only. An unknown caller gets the business alone; a contact also its
 * file's columns (storm facts among them when the list has them), its name and the last summary.
 */
function variablesOf(row: InboundCallerRow): Record<string, string> {
  const business = {
    company_name: row.business_name ?? row.account_name,
    agent_name: row.agent_name ? spokenAgentName(row.agent_name) : '',
    ...(row.callback_number && { callback_number: row.callback_number }),
  };
  if (!row.contact_id) return business;
  const fromFile = Object.fromEntries(
    Object.entries(row.extra ?? {}).map(([header, value]) => [header, String(value ?? '')]),
  );
  return {
    ...fromFile,
    ...business,
    customer_name: row.first_name ?? '',
    last_call_summary: row.last_summary ?? '',
  };
}
