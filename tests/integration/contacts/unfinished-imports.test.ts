import { describe, expect, it } from 'vitest';
import type { FileImportKind } from '../../../server/db/tables/imports';
import {
  createFileImport,
  markDone,
  markFailed,
  markQueued,
  recordRowsRead,
  startImport,
} from '../../../server/imports/file-spool.repository';
import { IMPORT_MESSAGES } from '../../../shared/csv/import-messages';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext();

function upload(accountId: string, fileName: string, kind: FileImportKind = 'contacts') {
  return createFileImport(ctx.db, { accountId, kind, fileName, addedBy: null });
}

describe('contacts.imports (the uploads a reloaded page shows)', () => {
  it('shows an import in the worker with the rows it has read so far', async () => {
    const owner = await signedInUser(ctx, 'reloaded');
    const id = await upload(owner.user.accountId, 'big.csv');
    await markQueued(ctx.db, id, 9_000_000);
    await startImport(ctx.db, id);
    await recordRowsRead(ctx.db, id, 215_000);
    expect(await owner.caller.contacts.imports()).toEqual([
      { id, fileName: 'big.csv', state: 'importing', rows: 215_000, message: null },
    ]);
  });

  it('shows uploads still arriving or waiting, and failed ones with their reason, newest first', async () => {
    const owner = await signedInUser(ctx, 'mixed');
    const failed = await upload(owner.user.accountId, 'broken.csv');
    await markFailed(ctx.db, failed, IMPORT_MESSAGES.interrupted);
    const waiting = await upload(owner.user.accountId, 'waiting.csv');
    await markQueued(ctx.db, waiting, 2_000_000);
    const arriving = await upload(owner.user.accountId, 'arriving.csv');
    expect(await owner.caller.contacts.imports()).toEqual([
      { id: arriving, fileName: 'arriving.csv', state: 'importing', rows: 0, message: null },
      { id: waiting, fileName: 'waiting.csv', state: 'importing', rows: 0, message: null },
      {
        id: failed,
        fileName: 'broken.csv',
        state: 'failed',
        rows: 0,
        message: IMPORT_MESSAGES.interrupted,
      },
    ]);
  });

  it("leaves out finished imports, do-not-call files and other accounts' uploads", async () => {
    const owner = await signedInUser(ctx, 'finished');
    const stranger = await signedInUser(ctx, 'stranger');
    const done = await upload(owner.user.accountId, 'done.csv');
    await startImport(ctx.db, done);
    await markDone(ctx.db, done, { rows: 10, listId: null, result: null });
    await upload(owner.user.accountId, 'numbers.csv', 'do-not-call');
    await upload(stranger.user.accountId, 'theirs.csv');
    expect(await owner.caller.contacts.imports()).toEqual([]);
  });
});
