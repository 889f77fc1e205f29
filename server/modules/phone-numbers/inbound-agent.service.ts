import { INBOUND_AGENT_MESSAGES } from '../../../shared/agents/inbound-agent';
import type { AppDeps } from '../../deps';
import { BadInputError } from '../../errors';

type Deps = Pick<AppDeps, 'db'>;

export async function getInboundAgent(
  deps: Deps,
  accountId: string,
): Promise<{ voiceAgentId: string | null }> {
  const row = await deps.db
    .selectFrom('campaign_defaults')
    .select('inbound_agent_id')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return { voiceAgentId: row?.inbound_agent_id ?? null };
}

/** Chooses the account's callback agent: one of its own agents, linked to Retell, or none. */
export async function setInboundAgent(
  deps: Deps,
  accountId: string,
  voiceAgentId: string | null,
): Promise<{ voiceAgentId: string | null }> {
  if (voiceAgentId) {
    const agent = await deps.db
      .selectFrom('voice_agents')
      .select('retell_agent_id')
      .where('account_id', '=', accountId)
      .where('id', '=', voiceAgentId)
      .executeTakeFirst();
    if (!agent?.retell_agent_id) throw new BadInputError(INBOUND_AGENT_MESSAGES.notLinked);
  }
  await deps.db
    .insertInto('campaign_defaults')
    .values({
      account_id: accountId,
      voice_agent_id: null,
      caller_number: null,
      inbound_agent_id: voiceAgentId,
    })
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ inbound_agent_id: voiceAgentId }))
    .execute();
  return { voiceAgentId };
}
