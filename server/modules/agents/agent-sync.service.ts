import { AGENT_MESSAGES } from '../../../shared/agents/agent-view';
import type { AppDeps } from '../../deps';
import { retellApi } from '../../integrations/retell/retell-api';
import { createRetellClient } from '../../integrations/retell/retell-client';
import { RetellError } from '../../integrations/retell/retell-errors';
import { optOutFunctionUrl } from '../../integrations/retell/retell-opt-out-tool';
import { readSecret } from '../api-keys/api-keys.service';
import { agentKnowledgeSection } from '../knowledge/agent-knowledge';
import { rowToDraft } from './agent-mapper';
import { type AgentRow, accountName, updateAgentRow } from './agents.repository';
import { agentPayload, type CalendarLink, llmPayload } from './retell-payloads';

type Deps = Pick<AppDeps, 'db' | 'config' | 'logger'>;

/** The account's Retell API, or null when no usable Retell key is stored. */
export async function accountRetell(deps: Deps, accountId: string) {
  const key = await readSecret(deps, accountId, 'retell');
  return key ? retellApi(createRetellClient(deps.config, key)) : null;
}

async function calendarLink(
  deps: Deps,
  accountId: string,
  eventTypeId: string,
): Promise<CalendarLink | null> {
  if (!eventTypeId) return null;
  const apiKey = await readSecret(deps, accountId, 'calcom');
  return apiKey ? { apiKey, eventTypeId } : null;
}

/**
 * Creates or updates the agent's Retell LLM and Retell agent. Our copy is already saved: a
 * failure marks it 'failed' (not synced) with the reason, and the user can retry. Without a
 * Retell key the agent stays 'local'.
 */
export async function syncAgent(deps: Deps, row: AgentRow): Promise<AgentRow> {
  const retell = await accountRetell(deps, row.account_id);
  if (!retell) return row;
  const draft = rowToDraft(row);
  const mark = (values: Parameters<typeof updateAgentRow>[3]) =>
    updateAgentRow(deps.db, row.account_id, row.id, values).then((updated) => updated ?? row);
  try {
    const calendar = await calendarLink(deps, row.account_id, draft.calEventTypeId);
    const wantsCalendar = draft.functions.some(
      (f) => f === 'check-calendar' || f === 'book-calendar',
    );
    if (wantsCalendar && !calendar) {
      throw new RetellError('status', AGENT_MESSAGES.calendarNeedsCalcom);
    }
    const companyName = await accountName(deps.db, row.account_id);
    const knowledge = await agentKnowledgeSection(deps.db, row.account_id, row.id);
    const llmBody = llmPayload(draft, {
      companyName,
      calendar,
      knowledge: knowledge.text,
      optOutUrl: optOutFunctionUrl(deps.config.retell.webhookUrl),
    });
    const llm = row.retell_llm_id
      ? await retell.updateLlm(row.retell_llm_id, llmBody)
      : await retell.createLlm(llmBody);
    // Saved at once, so a failure after this point reuses the LLM instead of creating another.
    if (!row.retell_llm_id) await mark({ retell_llm_id: llm.llm_id });
    const agentBody = agentPayload(draft, llm.llm_id, deps.config.retell.webhookUrl);
    const agent = row.retell_agent_id
      ? await retell.updateAgent(row.retell_agent_id, agentBody)
      : await retell.createAgent(agentBody);
    return await mark({
      retell_llm_id: llm.llm_id,
      retell_agent_id: agent.agent_id,
      sync_status: 'synced',
      sync_error: null,
      // The product wrote the first message and the opt-out function: this version was checked.
      first_message_source: 'product',
      retell_agent_version: agent.version ?? null,
    });
  } catch (error) {
    if (!(error instanceof RetellError)) throw error;
    deps.logger.warn(
      { agentId: row.id, kind: error.kind, status: error.status },
      'agent sync failed',
    );
    return mark({ sync_status: 'failed', sync_error: error.message });
  }
}
