import type { AppDeps } from '../../server/deps';
import { draftColumns } from '../../server/modules/agents/agent-mapper';
import { AgentDraftSchema } from '../../shared/agents/agent-schema';
import { AGENT_TEMPLATES } from '../../shared/agents/agent-templates';

/** The Lead Qualifier template: an agent that makes the disclosure real calls need. */
const DISCLOSING_TEMPLATE = AGENT_TEMPLATES.find((t) => t.key === 'lead-qualifier')!.draft;

/**
 * A voice agent row of the account, inserted directly, with the Lead Qualifier's script and
 * opening (so real calls may use it): synced to Retell when it has a Retell agent id, never saved
 * to Retell otherwise. Returns its id.
 */
export async function insertVoiceAgent(
  deps: Pick<AppDeps, 'db'>,
  accountId: string,
  name: string,
  retellAgentId: string | null,
): Promise<string> {
  const draft = AgentDraftSchema.parse({ ...DISCLOSING_TEMPLATE, name });
  const agent = await deps.db
    .insertInto('voice_agents')
    .values({
      account_id: accountId,
      ...draftColumns(draft, null),
      voice_model: '11labs-Aria',
      user_id: null,
      draft_id: null,
      retell_llm_id: null,
      sync_error: null,
      retell_agent_id: retellAgentId,
      // Synced: Retell holds it as the product wrote it (version 0 on the fake).
      ...(retellAgentId ? { sync_status: 'synced' as const, retell_agent_version: 0 } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return agent.id;
}
