import {
  documentTitle,
  type FaqPair,
  faqTitle,
  KNOWLEDGE_MESSAGES,
} from '../../../shared/knowledge/knowledge-rules';
import {
  documentFileUrl,
  type KnowledgeBudgetView,
  type KnowledgeItemView,
} from '../../../shared/knowledge/knowledge-schema';
import type { AppDeps } from '../../deps';
import { BadInputError, NotFoundError } from '../../errors';
import { syncAgent } from '../agents/agent-sync.service';
import { findAgentRow, listAgentRows } from '../agents/agents.repository';
import { agentKnowledgeSection } from './agent-knowledge';
import {
  agentBelongsToAccount,
  deleteKnowledgeRow,
  findKnowledgeRow,
  insertKnowledgeRow,
  type KnowledgeListRow,
  listKnowledgeRows,
  updateKnowledgeRow,
} from './knowledge.repository';

type Deps = Pick<AppDeps, 'db' | 'config' | 'logger'>;

function toView(row: KnowledgeListRow): KnowledgeItemView {
  const isFile = row.type !== 'faq';
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    dateAdded: row.created_at.toISOString(),
    agentId: row.agent_id,
    agentName: row.agent_name,
    fileName: row.file_name,
    byteSize: row.byte_size,
    fileUrl: isFile ? documentFileUrl(row.id) : null,
    textStatus: row.text_status,
    textChars: row.text_chars,
    faqs: row.faqs,
  };
}

export async function listKnowledge(
  deps: Deps,
  accountId: string,
  filter: { search: string; inContent: boolean },
): Promise<KnowledgeItemView[]> {
  return (await listKnowledgeRows(deps.db, accountId, filter)).map(toView);
}

export async function viewOf(
  deps: Deps,
  accountId: string,
  id: string,
): Promise<KnowledgeItemView> {
  const [row] = await listKnowledgeRows(deps.db, accountId, { search: '', inContent: false, id });
  if (!row) throw new NotFoundError(KNOWLEDGE_MESSAGES.notFound);
  return toView(row);
}

/** A client-sent agent id must name one of the account's agents. */
export async function checkAgent(deps: Deps, accountId: string, agentId: string | null) {
  if (agentId && !(await agentBelongsToAccount(deps.db, accountId, agentId))) {
    throw new BadInputError(KNOWLEDGE_MESSAGES.agentNotFound, {
      agentId: [KNOWLEDGE_MESSAGES.agentNotFound],
    });
  }
}

/**
 * Sends the new knowledge section to Retell for each agent whose items changed, when that
 * agent is on Retell. A Retell failure marks the agent not synced (retry from Voice Agents).
 */
export async function resyncAgents(
  deps: Deps,
  accountId: string,
  agentIds: readonly (string | null)[],
): Promise<void> {
  for (const agentId of new Set(agentIds)) {
    if (!agentId) continue;
    const agent = await findAgentRow(deps.db, accountId, agentId);
    if (agent?.retell_llm_id) await syncAgent(deps, agent);
  }
}

async function ownItem(deps: Deps, accountId: string, id: string) {
  const row = await findKnowledgeRow(deps.db, accountId, id);
  if (!row) throw new NotFoundError(KNOWLEDGE_MESSAGES.notFound);
  return row;
}

/** Creates or edits an FAQ; its pairs are already cleaned by SaveFaqSchema. */
export async function saveFaq(
  deps: Deps,
  accountId: string,
  input: { id?: string | undefined; title: string; faqs: FaqPair[]; agentId: string | null },
): Promise<KnowledgeItemView> {
  await checkAgent(deps, accountId, input.agentId);
  const values = {
    title: faqTitle(input.title),
    agent_id: input.agentId,
    faqs: JSON.stringify(input.faqs),
  };
  let previousAgent: string | null = null;
  let id: string;
  if (input.id) {
    const existing = await ownItem(deps, accountId, input.id);
    if (existing.type !== 'faq') throw new BadInputError(KNOWLEDGE_MESSAGES.wrongKind);
    previousAgent = existing.agent_id;
    await updateKnowledgeRow(deps.db, accountId, input.id, values);
    id = input.id;
  } else {
    id = (
      await insertKnowledgeRow(deps.db, { account_id: accountId, type: 'faq', ...values }, null)
    ).id;
  }
  await resyncAgents(deps, accountId, [previousAgent, input.agentId]);
  return viewOf(deps, accountId, id);
}

/** Renames a document or assigns it to another agent (its file stays). */
export async function updateDocument(
  deps: Deps,
  accountId: string,
  input: { id: string; title: string; agentId: string | null },
): Promise<KnowledgeItemView> {
  await checkAgent(deps, accountId, input.agentId);
  const existing = await ownItem(deps, accountId, input.id);
  if (existing.type === 'faq') throw new BadInputError(KNOWLEDGE_MESSAGES.wrongKind);
  await updateKnowledgeRow(deps.db, accountId, input.id, {
    title: documentTitle(input.title),
    agent_id: input.agentId,
  });
  await resyncAgents(deps, accountId, [existing.agent_id, input.agentId]);
  return viewOf(deps, accountId, input.id);
}

export async function deleteKnowledge(
  deps: Deps,
  accountId: string,
  id: string,
): Promise<{ id: string }> {
  const deleted = await deleteKnowledgeRow(deps.db, accountId, id);
  if (!deleted) throw new NotFoundError(KNOWLEDGE_MESSAGES.notFound);
  await resyncAgents(deps, accountId, [deleted.agent_id]);
  return { id };
}

/** How much of each agent's prompt budget its knowledge takes. */
export async function knowledgeBudgets(
  deps: Deps,
  accountId: string,
): Promise<KnowledgeBudgetView[]> {
  const agents = await listAgentRows(deps.db, accountId);
  return Promise.all(
    agents.map(async (agent) => {
      const section = await agentKnowledgeSection(deps.db, accountId, agent.id);
      return {
        agentId: agent.id,
        usedChars: section.usedChars,
        budgetChars: section.budgetChars,
        truncated: section.truncated,
      };
    }),
  );
}
