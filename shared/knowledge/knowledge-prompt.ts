import { type FaqPair, KNOWLEDGE_PROMPT_BUDGET, type KnowledgeType } from './knowledge-rules';

/** The lines that fence the knowledge section in an agent's Retell prompt. */
export const KNOWLEDGE_START =
  '=== KNOWLEDGE BASE (added by StormDialer from its Knowledge Base; edit it there) ===';
export const KNOWLEDGE_END = '=== END OF KNOWLEDGE BASE ===';
const INTRO =
  'Use these documents and FAQs to answer questions. Do not invent facts that are not here.';
const CUT = '[The rest of the knowledge base did not fit in the prompt.]';

export type PromptKnowledgeItem = {
  title: string;
  type: KnowledgeType;
  text: string;
  faqs: readonly FaqPair[];
};

export type KnowledgeSection = {
  /** '' when the agent has no knowledge; otherwise starts with KNOWLEDGE_START. */
  text: string;
  usedChars: number;
  budgetChars: number;
  truncated: boolean;
};

function itemText(item: PromptKnowledgeItem): string {
  const body =
    item.type === 'faq'
      ? item.faqs.map((pair) => `Q: ${pair.question}\nA: ${pair.answer}`).join('\n\n')
      : item.text.trim();
  return `## ${item.title}\n${body}`;
}

/** The bounded, delimited section appended to an agent's prompt (oldest item first). */
export function knowledgeSection(
  items: readonly PromptKnowledgeItem[],
  budget: number = KNOWLEDGE_PROMPT_BUDGET,
): KnowledgeSection {
  const usable = items.filter((item) =>
    item.type === 'faq' ? item.faqs.length : item.text.trim(),
  );
  if (!usable.length) return { text: '', usedChars: 0, budgetChars: budget, truncated: false };
  const head = `${KNOWLEDGE_START}\n${INTRO}\n\n`;
  const tail = `\n${KNOWLEDGE_END}`;
  let body = usable.map(itemText).join('\n\n');
  const room = budget - head.length - tail.length;
  const truncated = body.length > room;
  if (truncated) body = `${body.slice(0, Math.max(0, room - CUT.length - 1))}\n${CUT}`;
  const text = `${head}${body}${tail}`;
  return { text, usedChars: text.length, budgetChars: budget, truncated };
}

/** The agent's script followed by its knowledge section, a blank line between. */
export function promptWithKnowledge(script: string, section: string): string {
  return section ? `${script}\n\n${section}` : script;
}

/** A prompt without a knowledge section we added (e.g. an agent imported back from Retell). */
export function withoutKnowledgeSection(prompt: string): string {
  const start = prompt.indexOf(KNOWLEDGE_START);
  if (start < 0) return prompt;
  const end = prompt.indexOf(KNOWLEDGE_END, start);
  const after = end < 0 ? '' : prompt.slice(end + KNOWLEDGE_END.length);
  return `${prompt.slice(0, start).trimEnd()}${after}`;
}
