import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { Config } from '../../env';
import { OPT_OUT_TOKEN_VARIABLE } from '../../integrations/retell/retell-opt-out-tool';
import { disclosureDigestOfRow, realCallRefusalOfRow } from '../../modules/agents/agent-real-call';
import { optOutToken } from '../call-events/opt-out-token';
import type { AgentCheck } from '../voice-provider';

/** What a checked call sends to create-phone-call: the checked version, pinned when known. */
type Pin = { override_agent_version?: number };

/**
 * The disclosure's last check, right before a campaign call is created: the call's agent as the
 * product last wrote it to Retell (the version checked at save) must still pass for the account's
 * registered name; that version is pinned on the call (`override_agent_version`, reference 1.3).
 * A test call from an agent card (no list) is pinned, not checked. The refusal is decided with the
 * pre-dial check (`refusedBeforeDial`), so the call's one dial record says why.
 */
export async function disclosureAtDispatch(
  db: Kysely<Database>,
  call: { account_id: string; list_id: string | null },
  target: { agent: { id: string }; companyName: string },
): Promise<AgentCheck & { pin: Pin }> {
  const row = await db
    .selectFrom('voice_agents')
    .selectAll()
    .where('account_id', '=', call.account_id)
    .where('id', '=', target.agent.id)
    .executeTakeFirst();
  if (!row) return { refused: null, agentVersion: null, disclosureHash: null, pin: {} };
  const refusal = call.list_id ? realCallRefusalOfRow(row, target.companyName) : null;
  const version = row.retell_agent_version;
  return {
    refused: refusal && `Not dialled: ${refusal}`,
    agentVersion: version,
    disclosureHash: disclosureDigestOfRow(row, target.companyName),
    pin: version === null ? {} : { override_agent_version: version },
  };
}

/** The call's opt-out function token, as the dynamic variable its tool header reads. */
export function optOutVariables(config: Config, callId: string): Record<string, string> {
  return { [OPT_OUT_TOKEN_VARIABLE]: optOutToken(callId, config.auth.jwtSecret) };
}
