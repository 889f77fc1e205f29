import type { AgentDraft } from '../../../shared/agents/agent-schema';
import { AGENT_MESSAGES, type VoiceAgentView } from '../../../shared/agents/agent-view';
import type { SessionUser } from '../../auth/session-user';
import type { AppDeps } from '../../deps';
import { ConflictError, NotFoundError } from '../../errors';
import { RetellError } from '../../integrations/retell/retell-errors';
import { assertDisclosure } from './agent-disclosure';
import { draftColumns, rowToView } from './agent-mapper';
import { accountRetell, syncAgent } from './agent-sync.service';
import { campaignsUsingAgent } from './agent-usage';
import {
  deleteAgentRow,
  findAgentRow,
  insertAgentRow,
  listAgentRows,
  updateAgentRow,
} from './agents.repository';
import { assertCustomFunctionUrl } from './custom-function.service';

type Deps = Pick<AppDeps, 'db' | 'config' | 'logger' | 'resolve' | 'voice'>;

export async function listAgents(deps: Deps, accountId: string): Promise<VoiceAgentView[]> {
  return (await listAgentRows(deps.db, accountId)).map(rowToView);
}

async function ownRow(deps: Deps, accountId: string, id: string) {
  const row = await findAgentRow(deps.db, accountId, id);
  if (!row) throw new NotFoundError(AGENT_MESSAGES.notFound);
  return row;
}

/** Saves the agent, then syncs it to Retell when the account has a key (failure: not synced). */
export async function createAgent(
  deps: Deps,
  actor: SessionUser,
  input: { draftId?: string | undefined; agent: AgentDraft },
): Promise<VoiceAgentView> {
  await assertCustomFunctionUrl(deps, input.agent);
  await assertDisclosure(deps, actor.accountId, input.agent);
  const row = await insertAgentRow(deps.db, {
    account_id: actor.accountId,
    user_id: actor.id,
    draft_id: input.draftId ?? null,
    ...draftColumns(input.agent, deps.config.retell.webhookUrl),
  });
  // A retried create of a draft that already synced does not sync again.
  return rowToView(row.sync_status === 'synced' ? row : await syncAgent(deps, row));
}

export async function updateAgent(
  deps: Deps,
  accountId: string,
  input: { id: string; agent: AgentDraft },
): Promise<VoiceAgentView> {
  await assertCustomFunctionUrl(deps, input.agent);
  await assertDisclosure(deps, accountId, input.agent);
  const row = await updateAgentRow(deps.db, accountId, input.id, {
    ...draftColumns(input.agent, deps.config.retell.webhookUrl),
    sync_status: 'local',
    sync_error: null,
  });
  if (!row) throw new NotFoundError(AGENT_MESSAGES.notFound);
  return rowToView(await syncAgent(deps, row));
}

export async function retrySync(deps: Deps, accountId: string, id: string) {
  return rowToView(await syncAgent(deps, await ownRow(deps, accountId, id)));
}

/** Retell answers 404 or 422 ('Cannot find requested asset') for something already deleted there. */
async function alreadyGoneIsFine(deletion: Promise<void>): Promise<void> {
  try {
    await deletion;
  } catch (error) {
    if (!(error instanceof RetellError && (error.status === 404 || error.status === 422)))
      throw error;
  }
}

/**
 * Deletes an agent; refused while a campaign uses it. For a linked agent the caller chooses
 * whether it also goes on Retell (agent, then its LLM); a Retell failure keeps our copy.
 */
export async function deleteAgent(
  deps: Deps,
  accountId: string,
  input: { id: string; alsoDeleteOnRetell: boolean },
): Promise<{ id: string }> {
  const row = await ownRow(deps, accountId, input.id);
  const campaigns = await campaignsUsingAgent(deps.db, accountId, row.id);
  if (campaigns.length) throw new ConflictError(AGENT_MESSAGES.inUse(campaigns));
  if (input.alsoDeleteOnRetell && (row.retell_agent_id || row.retell_llm_id)) {
    const retell = await accountRetell(deps, accountId);
    if (retell) {
      if (row.retell_agent_id) await alreadyGoneIsFine(retell.deleteAgent(row.retell_agent_id));
      if (row.retell_llm_id) await alreadyGoneIsFine(retell.deleteLlm(row.retell_llm_id));
    }
  }
  await deleteAgentRow(deps.db, accountId, row.id);
  return { id: row.id };
}
