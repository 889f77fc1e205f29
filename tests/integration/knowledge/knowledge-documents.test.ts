import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_MESSAGES, MAX_DOCUMENT_BYTES } from '../../../shared/knowledge/knowledge-rules';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { docxWith, legacyDoc, pdfWith, windowsProgram } from '../../helpers/document-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { uploadDocument, uploaded } from './knowledge-fixtures';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);

async function textOf(id: string) {
  const row = await ctx.db
    .selectFrom('knowledge_items')
    .select(['text_content', 'text_status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row;
}

describe('knowledge documents', () => {
  it('stores an uploaded PDF with its text and gives the same bytes back', async () => {
    const owner = await signedInUser(ctx, 'pdf');
    const pdf = await pdfWith(['Our hail warranty covers ten years.', 'Call us any day.']);
    const res = await uploadDocument(url, owner.cookie, pdf, {
      fileName: 'Warranty Terms.pdf',
      title: '  Warranty Terms ',
    });
    expect(res.status).toBe(201);
    const { item } = await res.json();
    expect(item).toMatchObject({
      title: 'Warranty Terms',
      type: 'pdf',
      fileName: 'Warranty Terms.pdf',
      byteSize: pdf.length,
      agentId: null,
      agentName: null,
      textStatus: 'extracted',
      fileUrl: `/api/knowledge/${item.id}/file`,
      faqs: [],
    });
    expect((await textOf(item.id)).text_content).toBe(
      'Our hail warranty covers ten years.\nCall us any day.',
    );

    const download = await fetch(`${url}${item.fileUrl}`, { headers: { cookie: owner.cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('Warranty Terms.pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('takes the text of a .docx, keeps a legacy .doc without text, and types both doc', async () => {
    const owner = await signedInUser(ctx, 'word');
    const docx = await uploaded(url, owner.cookie, await docxWith(['Gutters are included.']), {
      fileName: 'gutters.docx',
    });
    expect(docx).toMatchObject({ type: 'doc', title: 'Untitled Document' });
    expect(await textOf(docx.id)).toEqual({
      text_content: 'Gutters are included.',
      text_status: 'extracted',
    });
    const doc = await uploaded(url, owner.cookie, legacyDoc(), {
      fileName: 'old.doc',
      title: 'Old price list',
    });
    expect(doc).toMatchObject({ type: 'doc', textStatus: 'none', textChars: 0 });
    const back = await fetch(`${url}${doc.fileUrl}`, { headers: { cookie: owner.cookie } });
    expect(Buffer.from(await back.arrayBuffer()).equals(legacyDoc())).toBe(true);
  });

  it('refuses a renamed program, a wrong extension, an empty body and a file over 10 MB', async () => {
    const owner = await signedInUser(ctx, 'refused');
    const refusal = async (bytes: Buffer, fileName: string) => {
      const res = await uploadDocument(url, owner.cookie, bytes, { fileName });
      return { status: res.status, message: (await res.json()).error.message };
    };
    expect(await refusal(windowsProgram(), 'invoice.pdf')).toEqual({
      status: 400,
      message: KNOWLEDGE_MESSAGES.contentMismatch('PDF'),
    });
    expect(await refusal(windowsProgram(), 'setup.docx')).toEqual({
      status: 400,
      message: KNOWLEDGE_MESSAGES.contentMismatch('Word (.docx)'),
    });
    // A real PDF named .docx is refused too: the content must match the name.
    expect((await refusal(await pdfWith(['x']), 'report.docx')).status).toBe(400);
    expect(await refusal(await pdfWith(['x']), 'report.exe')).toEqual({
      status: 400,
      message: KNOWLEDGE_MESSAGES.wrongExtension,
    });
    expect(await refusal(Buffer.alloc(0), 'empty.pdf')).toEqual({
      status: 400,
      message: KNOWLEDGE_MESSAGES.selectFile,
    });
    expect(await refusal(Buffer.alloc(0), '')).toEqual({
      status: 400,
      message: KNOWLEDGE_MESSAGES.selectFile,
    });
    const big = Buffer.concat([await pdfWith(['big']), Buffer.alloc(MAX_DOCUMENT_BYTES)]);
    expect(await refusal(big, 'big.pdf')).toEqual({
      status: 413,
      message: KNOWLEDGE_MESSAGES.tooLarge,
    });
    // A cross-site form post (no dashboard header, a simple content type) is refused too.
    const crossSite = await fetch(`${url}/api/knowledge/documents?fileName=a.pdf`, {
      method: 'POST',
      headers: { cookie: owner.cookie, 'content-type': 'text/plain' },
      body: new Uint8Array(await pdfWith(['forged'])),
    });
    expect(crossSite.status).toBe(415);
    expect(await owner.caller.knowledge.list({})).toEqual([]);
  });

  it('replaces the file of a document, and renames or reassigns it without one', async () => {
    const owner = await signedInUser(ctx, 'replace');
    const agent = await owner.caller.agents.create({ agent: { name: 'Closer' } });
    const first = await uploaded(url, owner.cookie, await pdfWith(['First text']), {
      fileName: 'a.pdf',
      title: 'Prices',
    });
    const replaced = await uploaded(url, owner.cookie, await docxWith(['Second text']), {
      id: first.id,
      fileName: 'b.docx',
      title: 'Prices 2026',
      agentId: agent.id,
    });
    expect(replaced).toMatchObject({
      id: first.id,
      type: 'doc',
      title: 'Prices 2026',
      fileName: 'b.docx',
      agentName: 'Closer',
    });
    expect((await textOf(first.id)).text_content).toBe('Second text');
    const renamed = await owner.caller.knowledge.updateDocument({
      id: first.id,
      title: ' ',
      agentId: null,
    });
    expect(renamed).toMatchObject({
      title: 'Untitled Document',
      agentId: null,
      fileName: 'b.docx',
    });
  });

  it('searches titles case-insensitively, and the text when asked', async () => {
    const owner = await signedInUser(ctx, 'search');
    await uploaded(url, owner.cookie, await pdfWith(['Shingle colours: slate, cedar.']), {
      fileName: 'catalogue.pdf',
      title: 'Roof Catalogue',
    });
    await owner.caller.knowledge.saveFaq({
      title: 'Insurance FAQ',
      faqs: [{ question: 'Do you file claims?', answer: 'Yes, with your adjuster.' }],
    });
    await owner.caller.knowledge.saveFaq({
      title: '100%_done',
      faqs: [{ question: 'q', answer: 'a' }],
    });
    const titles = async (search: string, inContent = false) =>
      (await owner.caller.knowledge.list({ search, inContent })).map((item) => item.title);
    expect(await titles('')).toEqual(['100%_done', 'Insurance FAQ', 'Roof Catalogue']);
    expect(await titles('rOOF')).toEqual(['Roof Catalogue']);
    expect(await titles('faq')).toEqual(['Insurance FAQ']);
    expect(await titles('%')).toEqual(['100%_done']);
    expect(await titles('cedar')).toEqual([]);
    expect(await titles('CEDAR', true)).toEqual(['Roof Catalogue']);
    expect(await titles('adjuster', true)).toEqual(['Insurance FAQ']);
  });

  it("keeps each account's documents to itself", async () => {
    const alpha = await signedInUser(ctx, 'alpha');
    const bravo = await signedInUser(ctx, 'bravo');
    const secret = await uploaded(url, alpha.cookie, await pdfWith(['Alpha secret pricing']), {
      fileName: 'alpha.pdf',
      title: 'Alpha pricing',
    });
    const alphaAgent = await alpha.caller.agents.create({ agent: { name: 'Alpha agent' } });
    expect(await bravo.caller.knowledge.list({ search: 'Alpha' })).toEqual([]);
    expect(await bravo.caller.knowledge.list({ search: 'secret', inContent: true })).toEqual([]);
    const download = await fetch(`${url}${secret.fileUrl}`, { headers: { cookie: bravo.cookie } });
    expect(download.status).toBe(404);
    const replace = await uploadDocument(url, bravo.cookie, await pdfWith(['taken']), {
      id: secret.id,
      fileName: 'x.pdf',
    });
    expect(replace.status).toBe(404);
    // Bravo cannot assign its document to Alpha's agent.
    const assign = await uploadDocument(url, bravo.cookie, await pdfWith(['mine']), {
      fileName: 'mine.pdf',
      agentId: alphaAgent.id,
    });
    expect(assign.status).toBe(400);
    expect((await assign.json()).error.message).toBe(KNOWLEDGE_MESSAGES.agentNotFound);
    await expect(bravo.caller.knowledge.delete({ id: secret.id })).rejects.toThrow(
      KNOWLEDGE_MESSAGES.notFound,
    );
    expect((await alpha.caller.knowledge.list({})).map((item) => item.id)).toEqual([secret.id]);
    const signedOut = await fetch(`${url}${secret.fileUrl}`);
    expect(signedOut.status).toBe(401);
  });
});
