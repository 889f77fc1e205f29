import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_MESSAGES } from '../../../shared/knowledge/knowledge-rules';
import { signedInUser } from '../../helpers/dialer-fixtures';
import {
  docxBomb,
  docxWithParts,
  pdfBomb,
  pdfWithFilter,
  pdfWithPages,
} from '../../helpers/document-bombs';
import { docxWith, pdfWith } from '../../helpers/document-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { uploadDocument, uploaded } from './knowledge-fixtures';

// Default bounds (server/env.ts): 50 MB unpacked, 100 to 1, 1,000 parts, 500 pages, 1,000,000
// characters. Each bomb is small on disk; the bounds stop reading long before it is unpacked.
const ctx = await createTestContext();
const { url } = await startTestServer(ctx);

async function refusal(cookie: string, bytes: Buffer, fileName: string, id?: string) {
  const res = await uploadDocument(url, cookie, bytes, { fileName, ...(id ? { id } : {}) });
  return { status: res.status, message: (await res.json()).error?.message };
}

async function storedRows(accountId: string) {
  const [items, files] = await Promise.all([
    ctx.db.selectFrom('knowledge_items').select('id').where('account_id', '=', accountId).execute(),
    ctx.db
      .selectFrom('knowledge_files')
      .select('item_id')
      .where('account_id', '=', accountId)
      .execute(),
  ]);
  return { items: items.length, files: files.length };
}

/** Random words: text that does not compress, so only the text bound can refuse it. */
const incompressibleText = (chars: number) =>
  randomBytes(Math.ceil((chars * 3) / 4))
    .toString('base64')
    .replace(/[+/]/g, ' ')
    .slice(0, chars);

describe('document bombs', () => {
  it('refuses a .docx that inflates past 50 MB though its declared sizes say 1 KB, and stores nothing', async () => {
    const owner = await signedInUser(ctx, 'lying');
    // 0.6 MB on disk, so the ratio bound (100 × its size) is above 50 MB and the total bound acts.
    const bomb = docxBomb({ inflatesToMb: 64, declaredSize: 1000, paddingBytes: 400_000 });
    expect(bomb.length).toBeGreaterThan(512 * 1024);
    expect(await refusal(owner.cookie, bomb, 'claims.docx')).toEqual({
      status: 400,
      message: 'This file unpacks to more than 50 MB. Please upload a smaller file.',
    });
    expect(await storedRows(owner.user.accountId)).toEqual({ items: 0, files: 0 });
  });

  it('refuses a small .docx that inflates more than 100 times its size (honest sizes)', async () => {
    const owner = await signedInUser(ctx, 'ratio');
    const bomb = docxBomb({ inflatesToMb: 40 });
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await refusal(owner.cookie, bomb, 'ratio.docx')).toEqual({
      status: 400,
      message: KNOWLEDGE_MESSAGES.compressedTooMuch(100),
    });
    expect(await storedRows(owner.user.accountId)).toEqual({ items: 0, files: 0 });
  });

  it('refuses a .docx with more than 1,000 parts and keeps one with 1,000', async () => {
    const owner = await signedInUser(ctx, 'parts');
    expect(await refusal(owner.cookie, docxWithParts(1001), 'parts.docx')).toEqual({
      status: 400,
      message: KNOWLEDGE_MESSAGES.tooManyParts(1000),
    });
    expect(await storedRows(owner.user.accountId)).toEqual({ items: 0, files: 0 });
    const kept = await uploaded(url, owner.cookie, docxWithParts(1000), { fileName: 'ok.docx' });
    expect(kept.textStatus).toBe('extracted');
  });

  it('refuses a PDF with more than 500 pages and keeps one with 500', async () => {
    const owner = await signedInUser(ctx, 'pages');
    expect(await refusal(owner.cookie, await pdfWithPages(501), 'manual.pdf')).toEqual({
      status: 400,
      message: 'This PDF has more than 500 pages. Please split it into smaller files.',
    });
    expect(await storedRows(owner.user.accountId)).toEqual({ items: 0, files: 0 });
    const kept = await uploaded(url, owner.cookie, await pdfWithPages(500), { fileName: 'ok.pdf' });
    expect(kept).toMatchObject({ type: 'pdf', textStatus: 'none' });
  });

  it('refuses a PDF whose page content inflates past 50 MB though its /Length says 10 bytes', async () => {
    const owner = await signedInUser(ctx, 'pdf-bomb');
    const bomb = await pdfBomb({ inflatesToMb: 64, declaredLength: 10, paddingBytes: 600_000 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await refusal(owner.cookie, bomb, 'bomb.pdf')).toEqual({
      status: 400,
      message: KNOWLEDGE_MESSAGES.unpacksTooLarge(50),
    });
    const small = await pdfBomb({ inflatesToMb: 20 });
    expect(await refusal(owner.cookie, small, 'small-bomb.pdf')).toEqual({
      status: 400,
      message: KNOWLEDGE_MESSAGES.compressedTooMuch(100),
    });
    expect(await storedRows(owner.user.accountId)).toEqual({ items: 0, files: 0 });
  });

  it('keeps a PDF using a filter it cannot count through, escaped or not, without its text', async () => {
    const owner = await signedInUser(ctx, 'lzw');
    const plain = await pdfWithFilter(['Shingle prices'], 'LZWDecode');
    const escaped = Buffer.from(
      plain.toString('latin1').replace('/LZWDecode', '/LZW#44ecode'),
      'latin1',
    );
    for (const [bytes, fileName] of [
      [plain, 'lzw.pdf'],
      [escaped, 'escaped.pdf'],
    ] as const) {
      const item = await uploaded(url, owner.cookie, bytes, { fileName });
      expect(item).toMatchObject({ type: 'pdf', textStatus: 'none', textChars: 0 });
    }
    const ordinary = await uploaded(url, owner.cookie, await pdfWith(['Shingle prices']), {
      fileName: 'plain.pdf',
    });
    expect(ordinary).toMatchObject({ textStatus: 'extracted' });
  });

  it('refuses a document with more than 1,000,000 characters of text', async () => {
    const owner = await signedInUser(ctx, 'text');
    const long = await docxWith([incompressibleText(1_000_100)]);
    expect(await refusal(owner.cookie, long, 'long.docx')).toEqual({
      status: 400,
      message: KNOWLEDGE_MESSAGES.tooMuchText(1_000_000),
    });
    expect(KNOWLEDGE_MESSAGES.tooMuchText(1_000_000)).toBe(
      'This document has more than 1,000,000 characters of text. Please split it into smaller files.',
    );
    expect(await storedRows(owner.user.accountId)).toEqual({ items: 0, files: 0 });
  });

  it('keeps the old file and text when a bomb is sent to replace a document', async () => {
    const owner = await signedInUser(ctx, 'replace');
    const pdf = await pdfWith(['Ten year warranty.']);
    const item = await uploaded(url, owner.cookie, pdf, { fileName: 'w.pdf', title: 'Warranty' });
    const bomb = docxBomb({ inflatesToMb: 64, declaredSize: 1000, paddingBytes: 400_000 });
    expect((await refusal(owner.cookie, bomb, 'w.docx', item.id)).status).toBe(400);
    const row = await ctx.db
      .selectFrom('knowledge_items as k')
      .innerJoin('knowledge_files as f', 'f.item_id', 'k.id')
      .select(['k.file_name', 'k.text_content', 'f.bytes'])
      .where('k.id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ file_name: 'w.pdf', text_content: 'Ten year warranty.' });
    expect(Buffer.from(row.bytes).equals(pdf)).toBe(true);
  });
});
