import { afterAll, describe, expect, it } from 'vitest';
import { KNOWLEDGE_END, KNOWLEDGE_START } from '../../../shared/knowledge/knowledge-prompt';
import { KNOWLEDGE_PROMPT_BUDGET } from '../../../shared/knowledge/knowledge-rules';
import { startRetellFake } from '../../fakes/retell-fake';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { docxWith, pdfWith } from '../../helpers/document-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { RETELL_KEY } from '../agents/agent-fixtures';
import { uploaded } from './knowledge-fixtures';

const fake = await startRetellFake([RETELL_KEY]);
afterAll(() => fake.close());
const ctx = await createTestContext({ RETELL_BASE_URL: fake.url, RETELL_MAX_RETRIES: '0' });
const { url } = await startTestServer(ctx);

/** The id of the Retell LLM behind one of our agents, from the fake's state. */
function llmIdOf(retellAgentId: string | null): string {
  const engine = fake.agents.get(retellAgentId ?? '')?.response_engine as { llm_id: string };
  return engine.llm_id;
}

async function ownerOnRetell(label: string) {
  const owner = await signedInUser(ctx, label);
  await owner.caller.apiKeys.save({ provider: 'retell', key: RETELL_KEY });
  const agent = await owner.caller.agents.create({
    agent: { name: `${label} agent`, script: 'You book roof inspections.' },
  });
  expect(agent.sync.status).toBe('synced');
  const llmId = llmIdOf(agent.retellAgentId);
  const prompt = () => String(fake.llms.get(llmId)?.general_prompt);
  return { owner, agent, prompt };
}

describe("assigned knowledge goes into the agent's Retell prompt", () => {
  it('appends the documents and FAQs, and takes a removed document out again', async () => {
    const { owner, agent, prompt } = await ownerOnRetell('prompt');
    expect(prompt()).toBe('You book roof inspections.');

    const pdf = await uploaded(url, owner.cookie, await pdfWith(['Hail warranty: ten years.']), {
      fileName: 'warranty.pdf',
      title: 'Warranty',
      agentId: agent.id,
    });
    expect(prompt()).toBe(
      [
        'You book roof inspections.',
        '',
        KNOWLEDGE_START,
        'Use these documents and FAQs to answer questions. Do not invent facts that are not here.',
        '',
        '## Warranty',
        'Hail warranty: ten years.',
        KNOWLEDGE_END,
      ].join('\n'),
    );

    await owner.caller.knowledge.saveFaq({
      title: 'Insurance',
      faqs: [{ question: 'Do you work with insurers?', answer: 'Yes, all of them.' }],
      agentId: agent.id,
    });
    await uploaded(url, owner.cookie, await docxWith(['Not for this agent.']), {
      fileName: 'other.docx',
    });
    expect(prompt()).toContain('## Warranty\nHail warranty: ten years.');
    expect(prompt()).toContain('## Insurance\nQ: Do you work with insurers?\nA: Yes, all of them.');
    expect(prompt()).not.toContain('Not for this agent.');

    const [budget] = await owner.caller.knowledge.budgets();
    expect(budget).toEqual({
      agentId: agent.id,
      usedChars: prompt().length - 'You book roof inspections.\n\n'.length,
      budgetChars: KNOWLEDGE_PROMPT_BUDGET,
      truncated: false,
    });

    await owner.caller.knowledge.delete({ id: pdf.id });
    expect(prompt()).not.toContain('Warranty');
    expect(prompt()).toContain('## Insurance');
  });

  it('moves knowledge between agents on reassignment, and editing the agent keeps it', async () => {
    const { owner, agent, prompt } = await ownerOnRetell('move');
    const second = await owner.caller.agents.create({ agent: { name: 'Second', script: 'Two.' } });
    const secondLlm = llmIdOf(second.retellAgentId);
    const doc = await uploaded(url, owner.cookie, await docxWith(['Financing from 0%.']), {
      fileName: 'financing.docx',
      title: 'Financing',
      agentId: agent.id,
    });
    expect(prompt()).toContain('Financing from 0%.');
    await owner.caller.agents.update({
      id: agent.id,
      agent: { name: 'move agent', script: 'New script.' },
    });
    expect(prompt()).toMatch(/^New script\.\n\n=== KNOWLEDGE BASE .*Financing from 0%\./s);

    await owner.caller.knowledge.updateDocument({
      id: doc.id,
      title: 'Financing',
      agentId: second.id,
    });
    expect(prompt()).toBe('New script.');
    expect(String(fake.llms.get(secondLlm)?.general_prompt)).toContain('Financing from 0%.');
  });

  it('keeps the section inside the prompt budget, cut with a note', async () => {
    const { owner, agent, prompt } = await ownerOnRetell('budget');
    const answer = 'Shingles, gutters and flashing are all covered. '.repeat(80);
    await owner.caller.knowledge.saveFaq({
      title: 'Long answers',
      faqs: Array.from({ length: 7 }, (_, i) => ({ question: `Question ${i}?`, answer })),
      agentId: agent.id,
    });
    const section = prompt().slice(prompt().indexOf(KNOWLEDGE_START));
    expect(section.length).toBeLessThanOrEqual(KNOWLEDGE_PROMPT_BUDGET);
    expect(section).toMatch(/did not fit in the prompt\.\]\n=== END OF KNOWLEDGE BASE ===$/);
    const [budget] = await owner.caller.knowledge.budgets();
    expect(budget).toMatchObject({ truncated: true, usedChars: section.length });
  });
});
