import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/env';
import {
  DocumentReader,
  type DocumentReadSettings,
} from '../../../server/modules/knowledge/document-read-pool';
import { KNOWLEDGE_MESSAGES } from '../../../shared/knowledge/knowledge-rules';
import { docxBomb, heavyDocx, pdfWithPages } from '../../helpers/document-bombs';
import { docxWith, pdfWith } from '../../helpers/document-fixtures';
import { testEnv } from '../../helpers/test-env';

// The reader the upload route uses, on real worker threads, with the default settings unless a
// test says otherwise. Documents are queued synchronously, so the order of reads is certain.
const defaults = loadConfig(
  testEnv({ DATABASE_URL: 'postgres://unused/db', REDIS_URL: 'redis://unused' }),
).documents;

const readers: DocumentReader[] = [];
function readerWith(changes: Partial<DocumentReadSettings> = {}) {
  const reader = new DocumentReader({ ...defaults, ...changes });
  readers.push(reader);
  return reader;
}
afterAll(() => Promise.all(readers.map((reader) => reader.close())));

const pdf = (text: string) => pdfWith([text]);

describe('document reader', () => {
  it("reads another account's document after at most one more of a backlog", async () => {
    const reader = readerWith();
    const done: string[] = [];
    const read = (account: string, label: string, fileName: string, bytes: Buffer) =>
      reader.read(account, { fileName, bytes }).then((content) => {
        done.push(label);
        return content;
      });
    // Every file is built first, so the five reads are queued in one synchronous run.
    const files = {
      lying: docxBomb({ inflatesToMb: 64, declaredSize: 1000, paddingBytes: 400_000 }),
      pages: await pdfWithPages(501),
      ratio: docxBomb({ inflatesToMb: 40 }),
      prices: await pdf('Alpha price list'),
      warranty: await docxWith(['Bravo warranty terms']),
    };
    const backlog = [
      read('alpha', 'A1', 'a1.docx', files.lying),
      read('alpha', 'A2', 'a2.pdf', files.pages),
      read('alpha', 'A3', 'a3.docx', files.ratio),
      read('alpha', 'A4', 'a4.pdf', files.prices),
    ];
    const bravo = read('bravo', 'B1', 'b1.docx', files.warranty);
    expect(await bravo).toMatchObject({ ok: true, text: 'Bravo warranty terms' });
    const alpha = await Promise.all(backlog);
    expect(alpha.map((content) => content.ok)).toEqual([false, false, false, true]);
    expect(done).toEqual(['A1', 'B1', 'A2', 'A3', 'A4']);
  });

  it('serves accounts by turns when several have backlogs', async () => {
    const reader = readerWith();
    const done: string[] = [];
    const bytes = await pdf('x');
    const jobs = ['A1', 'A2', 'A3', 'B1', 'B2', 'B3', 'C1'].map((label) =>
      reader.read(label[0] ?? '', { fileName: 'x.pdf', bytes }).then(() => done.push(label)),
    );
    await Promise.all(jobs);
    expect(done).toEqual(['A1', 'B1', 'C1', 'A2', 'B2', 'A3', 'B3']);
  });

  it('refuses a document once its account already has its quota waiting', async () => {
    const reader = readerWith({ queuePerAccount: 2 });
    const bytes = await pdf('queued');
    const [first, second, third, other] = await Promise.all([
      reader.read('alpha', { fileName: 'a.pdf', bytes }),
      reader.read('alpha', { fileName: 'b.pdf', bytes }),
      reader.read('alpha', { fileName: 'c.pdf', bytes }),
      reader.read('bravo', { fileName: 'd.pdf', bytes }),
    ]);
    expect([first?.ok, second?.ok, other?.ok]).toEqual([true, true, true]);
    expect(third).toEqual({
      ok: false,
      status: 429,
      message:
        '2 of your documents are already being read. Please wait for them to finish, then upload again.',
    });
  });

  it('stops reading a PDF once its text passes the bound', async () => {
    const reader = readerWith({ limits: { ...defaults.limits, maxTextChars: 20 } });
    expect(
      await reader.read('alpha', { fileName: 'a.pdf', bytes: await pdf('Short') }),
    ).toMatchObject({
      ok: true,
      text: 'Short',
    });
    expect(
      await reader.read('alpha', {
        fileName: 'b.pdf',
        bytes: await pdf('This line is longer than twenty'),
      }),
    ).toEqual({ ok: false, status: 400, message: KNOWLEDGE_MESSAGES.tooMuchText(20) });
  });

  it('refuses a document that needs more heap than its thread may take, then reads the next', async () => {
    const reader = readerWith({ readMemoryMb: 64 });
    // About 3 MB of formatted XML: mammoth needs some 180 MB of heap for it.
    expect(await reader.read('alpha', { fileName: 'heavy.docx', bytes: heavyDocx(3) })).toEqual({
      ok: false,
      status: 400,
      message:
        'This file needs more than 64 MB of memory to read. Please upload a smaller or simpler file.',
    });
    expect(
      await reader.read('alpha', { fileName: 'ok.pdf', bytes: await pdf('After') }),
    ).toMatchObject({
      ok: true,
      text: 'After',
    });
  });

  it('refuses a document that takes longer than the time allowed, then reads the next', async () => {
    const slow = readerWith({ readTimeoutMs: 100 });
    // A few seconds of work on any machine: far past 100 ms.
    expect(await slow.read('alpha', { fileName: 'heavy.docx', bytes: heavyDocx(3) })).toEqual({
      ok: false,
      status: 400,
      message: KNOWLEDGE_MESSAGES.readTooSlow(0.1),
    });
  });
});
