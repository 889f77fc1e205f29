import { describe, expect, it } from 'vitest';
import type { FileImportState } from '../../../server/db/tables/imports';
import {
  ABANDONED_AFTER_MS,
  sweepAbandonedUploads,
} from '../../../server/imports/abandoned-uploads.job';
import {
  appendChunk,
  createFileImport,
  markQueued,
} from '../../../server/imports/file-spool.repository';
import { IMPORT_MESSAGES } from '../../../shared/csv/import-messages';
import type { AccountEvent } from '../../../shared/events';
import { eventsOf, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext();

/** An upload with two stored chunks, in `state`, created `ageMs` ago. */
async function spooled(accountId: string, state: FileImportState, ageMs: number) {
  const id = await createFileImport(ctx.db, {
    accountId,
    kind: 'contacts',
    fileName: `${state}.csv`,
    addedBy: null,
  });
  await appendChunk(ctx.db, id, 0, Buffer.from('phone\n+12145550100\n'));
  await appendChunk(ctx.db, id, 1, Buffer.from('+12145550101\n'));
  if (state !== 'receiving') await markQueued(ctx.db, id, 32);
  await ctx.db
    .updateTable('file_imports')
    .set({ state, created_at: new Date(Date.now() - ageMs) })
    .where('id', '=', id)
    .execute();
  return id;
}

async function upload(id: string) {
  const row = await ctx.db
    .selectFrom('file_imports')
    .select(['state', 'error'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const chunks = await ctx.db
    .selectFrom('file_import_chunks')
    .select('seq')
    .where('import_id', '=', id)
    .execute();
  return { ...row, chunks: chunks.length };
}

const stale = ABANDONED_AFTER_MS + 60_000;

describe('the abandoned-upload sweep', () => {
  it('fails an upload the API stopped receiving, deletes its bytes and tells its tabs why', async () => {
    const { user } = await signedInUser(ctx, 'cut-off');
    const id = await spooled(user.accountId, 'receiving', stale);
    expect(await sweepAbandonedUploads(ctx)).toBe(1);
    expect(await upload(id)).toEqual({
      state: 'failed',
      error: IMPORT_MESSAGES.interrupted,
      chunks: 0,
    });
    const events = (await eventsOf(ctx, user.accountId)).filter(
      (e): e is Extract<AccountEvent, { type: 'import.progress' }> => e.type === 'import.progress',
    );
    expect(events).toEqual([
      expect.objectContaining({
        importId: id,
        state: 'failed',
        message: IMPORT_MESSAGES.interrupted,
        fileName: 'receiving.csv',
      }),
    ]);
  });

  it('fails a stored upload whose job was never queued, and leaves one whose job waits', async () => {
    const { user } = await signedInUser(ctx, 'never-queued');
    const orphan = await spooled(user.accountId, 'queued', stale);
    const waiting = await spooled(user.accountId, 'queued', stale);
    await ctx.queues.add('file-import', { importId: waiting });
    expect(await sweepAbandonedUploads(ctx)).toBe(1);
    expect(await upload(orphan)).toEqual({
      state: 'failed',
      error: IMPORT_MESSAGES.interrupted,
      chunks: 0,
    });
    expect(await upload(waiting)).toEqual({ state: 'queued', error: null, chunks: 2 });
  });

  it('leaves a recent upload and one the worker is importing', async () => {
    const { user } = await signedInUser(ctx, 'in-time');
    const arriving = await spooled(user.accountId, 'receiving', 60_000);
    const importing = await spooled(user.accountId, 'importing', stale);
    expect(await sweepAbandonedUploads(ctx)).toBe(0);
    expect(await upload(arriving)).toEqual({ state: 'receiving', error: null, chunks: 2 });
    expect(await upload(importing)).toEqual({ state: 'importing', error: null, chunks: 2 });
  });
});
