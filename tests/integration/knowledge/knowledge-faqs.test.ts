import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_MESSAGES } from '../../../shared/knowledge/knowledge-rules';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext();

describe('knowledge FAQs', () => {
  it('drops pairs with an empty (trimmed) question or answer and defaults the title', async () => {
    const { caller } = await signedInUser(ctx, 'faq');
    const faq = await caller.knowledge.saveFaq({
      title: '   ',
      faqs: [
        { question: ' How long does an inspection take? ', answer: ' About an hour. ' },
        { question: '   ', answer: 'orphan answer' },
        { question: 'orphan question', answer: '\n\t' },
      ],
    });
    expect(faq).toMatchObject({
      title: 'Frequently Asked Questions',
      type: 'faq',
      fileUrl: null,
      fileName: null,
      faqs: [{ question: 'How long does an inspection take?', answer: 'About an hour.' }],
    });
    expect(await caller.knowledge.list({})).toEqual([faq]);
  });

  it('refuses an FAQ with no complete pair', async () => {
    const { caller } = await signedInUser(ctx, 'nofaq');
    for (const faqs of [[], [{ question: 'Only a question', answer: ' ' }]]) {
      const error = await rejection(caller.knowledge.saveFaq({ title: 'Empty', faqs }));
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.message).toContain(KNOWLEDGE_MESSAGES.addFaq);
    }
    expect(await caller.knowledge.list({})).toEqual([]);
  });

  it('edits an FAQ in place and removes it', async () => {
    const { caller } = await signedInUser(ctx, 'editfaq');
    const agent = await caller.agents.create({ agent: { name: 'Scheduler' } });
    const faq = await caller.knowledge.saveFaq({
      title: 'Hours',
      faqs: [{ question: 'Open Sundays?', answer: 'No.' }],
    });
    const edited = await caller.knowledge.saveFaq({
      id: faq.id,
      title: 'Opening hours',
      faqs: [
        { question: 'Open Sundays?', answer: 'Yes, 10 to 4.' },
        { question: 'Open Saturdays?', answer: 'Yes.' },
      ],
      agentId: agent.id,
    });
    expect(edited).toMatchObject({
      id: faq.id,
      title: 'Opening hours',
      agentId: agent.id,
      agentName: 'Scheduler',
      dateAdded: faq.dateAdded,
    });
    expect(edited.faqs).toHaveLength(2);
    expect(await caller.knowledge.delete({ id: faq.id })).toEqual({ id: faq.id });
    expect(await caller.knowledge.list({})).toEqual([]);
    const again = await rejection(caller.knowledge.delete({ id: faq.id }));
    expect(again.message).toBe(KNOWLEDGE_MESSAGES.notFound);
  });

  it('an FAQ cannot be edited as a document, and a deleted agent leaves its items unassigned', async () => {
    const { caller } = await signedInUser(ctx, 'kinds');
    const agent = await caller.agents.create({ agent: { name: 'Temporary' } });
    const faq = await caller.knowledge.saveFaq({
      title: 'Kinds',
      faqs: [{ question: 'q', answer: 'a' }],
      agentId: agent.id,
    });
    const error = await rejection(
      caller.knowledge.updateDocument({ id: faq.id, title: 'x', agentId: null }),
    );
    expect(error.message).toBe(KNOWLEDGE_MESSAGES.wrongKind);
    await caller.agents.delete({ id: agent.id });
    expect((await caller.knowledge.list({}))[0]).toMatchObject({ agentId: null, agentName: null });
  });
});
