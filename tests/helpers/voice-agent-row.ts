import type { AppDeps } from '../../server/deps';

/**
 * A voice agent row of the account, inserted directly: synced to Retell when it has a Retell
 * agent id, never saved to Retell otherwise. Returns its id.
 */
export async function insertVoiceAgent(
  deps: Pick<AppDeps, 'db'>,
  accountId: string,
  name: string,
  retellAgentId: string | null,
): Promise<string> {
  const agent = await deps.db
    .insertInto('voice_agents')
    .values({
      account_id: accountId,
      name,
      voice_model: '11labs-Aria',
      description: '',
      script: '',
      user_id: null,
      draft_id: null,
      retell_llm_id: null,
      sync_error: null,
      configuration_json: '{}',
      retell_agent_id: retellAgentId,
      ...(retellAgentId ? { sync_status: 'synced' as const } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return agent.id;
}
