import type { Kysely } from 'kysely';
import {
  type KnowledgeSection,
  knowledgeSection,
} from '../../../shared/knowledge/knowledge-prompt';
import type { Database } from '../../db/types';
import { agentKnowledgeRows } from './knowledge.repository';

/** The knowledge section of an agent's prompt, from the items assigned to it. */
export async function agentKnowledgeSection(
  db: Kysely<Database>,
  accountId: string,
  agentId: string,
): Promise<KnowledgeSection> {
  const rows = await agentKnowledgeRows(db, accountId, agentId);
  return knowledgeSection(
    rows.map((row) => ({
      title: row.title,
      type: row.type,
      text: row.text_content,
      faqs: row.faqs,
    })),
  );
}
