import { fileTypeFromBuffer } from 'file-type';
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';
import {
  extensionOf,
  KNOWLEDGE_MESSAGES,
  MAX_DOCUMENT_BYTES,
  type TextStatus,
} from '../../../shared/knowledge/knowledge-rules';

// Runs in a worker thread (document-read-pool.ts): a large or hostile PDF never blocks the API's
// event loop, and one that takes too long is stopped with its thread.

/** Most text kept from one document; the prompt takes far less (KNOWLEDGE_PROMPT_BUDGET). */
const MAX_TEXT_CHARS = 1_000_000;

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

export type DocumentReadTask = { fileName: string; bytes: Uint8Array };

export type DocumentContent =
  | { ok: true; mime: string; text: string; textStatus: TextStatus }
  | { ok: false; status: 400 | 413; message: string };

const refuse = (message: string, status: 400 | 413 = 400): DocumentContent => ({
  ok: false,
  status,
  message,
});

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText({ pageJoiner: '' })).text;
  } finally {
    await parser.destroy();
  }
}

async function docxText(bytes: Buffer): Promise<string> {
  return (await mammoth.extractRawText({ buffer: bytes })).value;
}

/** Collapses runs of blank lines and trailing spaces, and caps the length. */
function tidy(text: string): string {
  return text
    .replace(/\p{Cc}/gu, (ch) => (ch === '\n' || ch === '\t' ? ch : ' '))
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAX_TEXT_CHARS);
}

/**
 * Checks a file by its content as well as its name (a renamed program is refused) and takes
 * its text: PDFs and .docx files give text; a legacy .doc is kept with none.
 */
export default async function readDocument(task: DocumentReadTask): Promise<DocumentContent> {
  const { fileName } = task;
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
    text = tidy(expected.detected === 'pdf' ? await pdfText(bytes) : await docxText(bytes));
  } catch {
    return refuse(KNOWLEDGE_MESSAGES.unreadable);
  }
  return { ok: true, mime: expected.mime, text, textStatus: text ? 'extracted' : 'none' };
}
