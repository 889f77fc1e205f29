import { describe, expect, it } from 'vitest';
import {
  KNOWLEDGE_END,
  KNOWLEDGE_START,
  knowledgeSection,
  promptWithKnowledge,
  withoutKnowledgeSection,
} from '../../../shared/knowledge/knowledge-prompt';
import {
  documentTitle,
  faqTitle,
  isAcceptedFileName,
  keptFaqs,
  titleFromFileName,
  typeFromFileName,
} from '../../../shared/knowledge/knowledge-rules';
import { SaveFaqSchema } from '../../../shared/knowledge/knowledge-schema';

describe('knowledge rules from the spec', () => {
  it('types a file by its extension: pdf, doc or docx as doc, anything else faq', () => {
    expect(typeFromFileName('Guide.PDF')).toBe('pdf');
    expect(typeFromFileName('old.doc')).toBe('doc');
    expect(typeFromFileName('new.docx')).toBe('doc');
    expect(typeFromFileName('notes.txt')).toBe('faq');
    expect(typeFromFileName('pdf')).toBe('faq');
  });

  it('accepts only .pdf, .doc and .docx', () => {
    expect(['a.pdf', 'b.DOC', 'c.docx'].map(isAcceptedFileName)).toEqual([true, true, true]);
    expect(['a.exe', 'pdf', 'a.pdf.exe', '.pdf'].map(isAcceptedFileName)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('prefills the title from the file name without its extension', () => {
    expect(titleFromFileName('Roof Warranty 2026.pdf')).toBe('Roof Warranty 2026');
    expect(titleFromFileName('C:\\docs\\price.list.docx')).toBe('price.list');
    expect(titleFromFileName('README')).toBe('README');
  });

  it("defaults empty titles to 'Untitled Document' and 'Frequently Asked Questions'", () => {
    expect(documentTitle('  ')).toBe('Untitled Document');
    expect(faqTitle('')).toBe('Frequently Asked Questions');
    expect(documentTitle(' Prices ')).toBe('Prices');
  });

  it('drops FAQ pairs with an empty trimmed question or answer', () => {
    expect(
      keptFaqs([
        { question: ' Q1 ', answer: ' A1 ' },
        { question: ' ', answer: 'A2' },
        { question: 'Q3', answer: '\n' },
      ]),
    ).toEqual([{ question: 'Q1', answer: 'A1' }]);
    const refused = SaveFaqSchema.safeParse({ faqs: [{ question: 'Q', answer: ' ' }] });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'Please add at least one question and answer',
    ]);
  });
});

describe("the knowledge section of an agent's prompt", () => {
  const doc = (title: string, text: string) => ({ title, type: 'pdf' as const, text, faqs: [] });

  it('is empty without usable items, so the prompt is the script alone', () => {
    const section = knowledgeSection([doc('Scan', '  '), { ...doc('FAQ', ''), type: 'faq' }]);
    expect(section).toMatchObject({ text: '', usedChars: 0, truncated: false });
    expect(promptWithKnowledge('Script.', section.text)).toBe('Script.');
  });

  it('never exceeds the budget and says when it was cut', () => {
    const section = knowledgeSection([doc('Big', 'x'.repeat(5_000))], 1_000);
    expect(section.text.length).toBeLessThanOrEqual(1_000);
    expect(section.truncated).toBe(true);
    expect(section.text.startsWith(KNOWLEDGE_START)).toBe(true);
    expect(section.text.endsWith(KNOWLEDGE_END)).toBe(true);
    expect(section.text).toContain('did not fit in the prompt');
  });

  it('can be taken out of a prompt again', () => {
    const section = knowledgeSection([doc('Hours', 'Open 8 to 5.')]).text;
    const prompt = promptWithKnowledge('Be kind.', section);
    expect(withoutKnowledgeSection(prompt)).toBe('Be kind.');
    expect(withoutKnowledgeSection('No section here.')).toBe('No section here.');
  });
});
