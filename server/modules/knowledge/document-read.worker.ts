import { fileTypeFromBuffer } from 'file-type';
import mammoth from 'mammoth';
import {
  extensionOf,
  KNOWLEDGE_MESSAGES,
  MAX_DOCUMENT_BYTES,
  type TextStatus,
} from '../../../shared/knowledge/knowledge-rules';
import { type DocumentLimits, DocumentRefusal } from './document-limits';
import { checkDocxBounds } from './docx-bounds';
import { checkPdfBounds } from './pdf-bounds';
import { pdfText } from './pdf-text';

// Runs in a worker thread (document-read-pool.ts) with a memory limit and a time limit: a large
// or hostile document never blocks the API's event loop, and one that takes too much is stopped
// with its thread. What a document may hold is bounded here (docs/security.md).

/** What the file's first bytes must say for each accepted extension (file-type's names). */
const CONTENT_FOR: Record<string, { detected: string; mime: string; label: string }> = {
  '.pdf': { detected: 'pdf', mime: 'application/pdf', label: 'PDF' },
  '.docx': {
    detected: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'Word (.docx)',
  },
  // Legacy Word files are OLE compound files.
  '.doc': { detected: 'cfb', mime: 'application/msword', label: 'Word (.doc)' },
};

export type DocumentReadTask = { fileName: string; bytes: Uint8Array; limits: DocumentLimits };

export type DocumentContent =
  | { ok: true; mime: string; text: string; textStatus: TextStatus }
  | { ok: false; status: 400 | 413 | 429; message: string };

const refuse = (message: string, status: 400 | 413 = 400): DocumentContent => ({
  ok: false,
  status,
  message,
});

async function docxText(bytes: Buffer, limits: DocumentLimits): Promise<string> {
  await checkDocxBounds(bytes, limits);
  return (await mammoth.extractRawText({ buffer: bytes })).value;
}

/** Collapses runs of blank lines and trailing spaces. */
function tidy(text: string): string {
  return text
    .replace(/\p{Cc}/gu, (ch) => (ch === '\n' || ch === '\t' ? ch : ' '))
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A PDF's text, or none when its streams cannot be measured (docs/security.md). */
async function pdfTextIfCounted(bytes: Buffer, limits: DocumentLimits): Promise<string> {
  if ((await checkPdfBounds(bytes, limits)) === 'uncounted') return '';
  return pdfText(bytes, limits);
}

async function textOf(bytes: Buffer, kind: string, limits: DocumentLimits): Promise<string> {
  const raw =
    kind === 'pdf' ? await pdfTextIfCounted(bytes, limits) : await docxText(bytes, limits);
  const text = tidy(raw);
  if (text.length > limits.maxTextChars) {
    throw new DocumentRefusal(KNOWLEDGE_MESSAGES.tooMuchText(limits.maxTextChars));
  }
  return text;
}

/**
 * Checks a file by its content as well as its name (a renamed program is refused) and takes
 * its text: PDFs and .docx files give text; a legacy .doc is kept with none.
 */
export default async function readDocument(task: DocumentReadTask): Promise<DocumentContent> {
  const { fileName, limits } = task;
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  const expected = CONTENT_FOR[extensionOf(fileName)];
  if (!expected) return refuse(KNOWLEDGE_MESSAGES.wrongExtension);
  if (bytes.length > MAX_DOCUMENT_BYTES) return refuse(KNOWLEDGE_MESSAGES.tooLarge, 413);
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext !== expected.detected) {
    return refuse(KNOWLEDGE_MESSAGES.contentMismatch(expected.label));
  }
  if (expected.detected === 'cfb') {
    return { ok: true, mime: expected.mime, text: '', textStatus: 'none' };
  }
  let text: string;
  try {
    text = await textOf(bytes, expected.detected, limits);
  } catch (error) {
    return refuse(error instanceof DocumentRefusal ? error.message : KNOWLEDGE_MESSAGES.unreadable);
  }
  return { ok: true, mime: expected.mime, text, textStatus: text ? 'extracted' : 'none' };
}
