import { describe, expect, it } from 'vitest';
import {
  releaseReadSlot,
  takeReadSlot,
} from '../../../server/modules/knowledge/document-read-slots';
import { KNOWLEDGE_MESSAGES } from '../../../shared/knowledge/knowledge-rules';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { pdfWith } from '../../helpers/document-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { uploadDocument } from './knowledge-fixtures';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);
const settings = ctx.config.documents;
const QUOTA = settings.queuePerAccount;
const FULL = KNOWLEDGE_MESSAGES.tooManyWaiting(QUOTA);

const slotsOf = async (accountId: string) =>
  (
    await ctx.db
      .selectFrom('document_reads')
      .select('id')
      .where('account_id', '=', accountId)
      .execute()
  ).length;

describe('documents waiting per account, over every API process', () => {
  it(`50 reads asked for at once get exactly ${QUOTA} slots`, async () => {
    const owner = await signedInUser(ctx, 'busy');
    const settled = await Promise.allSettled(
      Array.from({ length: 50 }, () => takeReadSlot(ctx.db, owner.user.accountId, settings)),
    );
    const refusals = settled.flatMap((s) =>
      s.status === 'rejected' ? [(s.reason as Error).message] : [],
    );
    expect({ granted: 50 - refusals.length, rows: await slotsOf(owner.user.accountId) }).toEqual({
      granted: QUOTA,
      rows: QUOTA,
    });
    expect(new Set(refusals)).toEqual(new Set([FULL]));
    // Another account has its own slots.
    const other = await signedInUser(ctx, 'other');
    await takeReadSlot(ctx.db, other.user.accountId, settings);
  });

  it("refuses an upload with a 429 while other processes read the account's quota, and gives its slot back", async () => {
    const owner = await signedInUser(ctx, 'crowded');
    const accountId = owner.user.accountId;
    const held = [];
    for (let i = 0; i < QUOTA; i++) held.push(await takeReadSlot(ctx.db, accountId, settings));
    const pdf = await pdfWith(['Gutter guard prices']);
    const refused = await uploadDocument(url, owner.cookie, pdf, { fileName: 'prices.pdf' });
    expect({ status: refused.status, message: (await refused.json()).error?.message }).toEqual({
      status: 429,
      message: FULL,
    });
    await releaseReadSlot(ctx.db, held[0]!);
    const stored = await uploadDocument(url, owner.cookie, pdf, { fileName: 'prices.pdf' });
    expect(stored.status).toBe(201);
    expect(await slotsOf(accountId)).toBe(QUOTA - 1);
  });

  it("stops counting a slot its process never gave back once the account's queue would be read", async () => {
    const owner = await signedInUser(ctx, 'crashed');
    const accountId = owner.user.accountId;
    const lapsed = new Date(Date.now() - 1000);
    await ctx.db
      .insertInto('document_reads')
      .values(Array.from({ length: QUOTA }, () => ({ account_id: accountId, expires_at: lapsed })))
      .execute();
    await takeReadSlot(ctx.db, accountId, settings);
    expect(await slotsOf(accountId)).toBe(1);
  });
});
