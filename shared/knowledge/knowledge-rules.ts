/** The knowledge base's rules from the spec (5, 8), shared by the page and the server. */

export const KNOWLEDGE_TYPES = ['pdf', 'doc', 'faq'] as const;
export type KnowledgeType = (typeof KNOWLEDGE_TYPES)[number];

/** 'none': the file is kept but no text came out of it (a legacy .doc, or a scanned PDF). */
export type TextStatus = 'extracted' | 'none';

export const ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
/** Largest document accepted: 10 MB. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export const KNOWLEDGE_LIMITS = {
  title: 200,
  fileName: 255,
  question: 500,
  answer: 4000,
  faqs: 100,
} as const;

/** Characters of an agent's Retell prompt that its knowledge section may take. */
export const KNOWLEDGE_PROMPT_BUDGET = 20_000;

export const KNOWLEDGE_TEXT = {
  pageTitle: 'Knowledge Base',
  addDocument: 'Add Document',
  searchPlaceholder: 'Search documents...',
  empty: 'No Documents Added',
  addFirst: 'Add Your First Document',
  uploadTab: 'Upload Document',
  faqTab: 'Create FAQs',
  untitled: 'Untitled Document',
  faqTitle: 'Frequently Asked Questions',
  noAgent: 'None',
  noText: 'No text extracted',
} as const;

/** 1000000 → '1,000,000' in the messages below. */
const count = (n: number) => n.toLocaleString('en-US');

export const KNOWLEDGE_MESSAGES = {
  selectFile: 'Please select a file to upload',
  addFaq: 'Please add at least one question and answer',
  added: 'Document added',
  updated: 'Document updated',
  removed: 'Document removed',
  notFound: 'Document not found',
  agentNotFound: 'Agent not found',
  wrongExtension: 'Only .pdf, .doc and .docx files can be uploaded',
  tooLarge: 'The file is larger than 10 MB. Please upload a smaller file.',
  contentMismatch: (extension: string) =>
    `This file is not a real ${extension} document: its content does not match its name. Only PDF and Word files can be uploaded.`,
  unreadable: 'This file could not be read: it may be damaged or password-protected.',
  readError: 'The file could not be received. Please try again.',
  wrongKind: 'An FAQ cannot take a file, and a document cannot take questions.',
  unpacksTooLarge: (mb: number) =>
    `This file unpacks to more than ${count(mb)} MB. Please upload a smaller file.`,
  compressedTooMuch: (ratio: number) =>
    `This file unpacks to more than ${count(ratio)} times its size, which a real document never does. Please save it again and upload the new file.`,
  tooManyParts: (parts: number) =>
    `This Word file has more than ${count(parts)} parts inside it. Please upload a smaller file.`,
  tooManyPages: (pages: number) =>
    `This PDF has more than ${count(pages)} pages. Please split it into smaller files.`,
  tooMuchText: (chars: number) =>
    `This document has more than ${count(chars)} characters of text. Please split it into smaller files.`,
  readTooSlow: (seconds: number) =>
    `This file took longer than ${count(seconds)} seconds to read. Please upload a smaller or simpler file.`,
  readTooBig: (mb: number) =>
    `This file needs more than ${count(mb)} MB of memory to read. Please upload a smaller or simpler file.`,
  tooManyWaiting: (documents: number) =>
    `${count(documents)} of your documents are already being read. Please wait for them to finish, then upload again.`,
} as const;

/** '.pdf' for 'Roof Guide.PDF'; '' when the name has no extension. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot).toLowerCase() : '';
}

export function isAcceptedFileName(fileName: string): boolean {
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
}

/** Spec 5: pdf gives pdf; doc or docx gives doc; anything else gives faq. */
export function typeFromFileName(fileName: string): KnowledgeType {
  const extension = extensionOf(fileName);
  if (extension === '.pdf') return 'pdf';
  if (extension === '.doc' || extension === '.docx') return 'doc';
  return 'faq';
}

/** The title prefilled from a file name: the name without its extension. */
export function titleFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}

export const documentTitle = (title: string) => title.trim() || KNOWLEDGE_TEXT.untitled;
export const faqTitle = (title: string) => title.trim() || KNOWLEDGE_TEXT.faqTitle;

export type FaqPair = { question: string; answer: string };

/** Spec 5: pairs with an empty (trimmed) question or answer are dropped; the rest are trimmed. */
export function keptFaqs(pairs: readonly FaqPair[]): FaqPair[] {
  return pairs
    .map((pair) => ({ question: pair.question.trim(), answer: pair.answer.trim() }))
    .filter((pair) => pair.question && pair.answer);
}
