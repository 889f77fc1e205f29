import { IMPORT_MESSAGES } from '../../../shared/csv/import-messages';
import type { AccountEvent } from '../../../shared/events';
import type { AppDeps } from '../../deps';
import { publishEvents } from '../../events/publish-events';
import {
  markDone,
  markDoneOnClient,
  markFailed,
  recordRowsRead,
  type SpooledImport,
  spooledBytes,
  startImport,
} from '../../imports/file-spool.repository';
import { importDoNotCallStream } from './do-not-call/do-not-call-import.service';
import { importContactsStream } from './lists/import-contacts.service';

type ImportEvent = Extract<AccountEvent, { type: 'import.progress' }>;
type Outcome = Pick<ImportEvent, 'state' | 'listId' | 'message' | 'doNotCall'>;
type Deps = Pick<AppDeps, 'db' | 'events' | 'logger' | 'config'>;

/** Progress at most this often: rows on the upload's row and an event for its tabs. */
const PROGRESS_EVERY_MS = 250;

function reporter(deps: Deps, row: SpooledImport) {
  let rows = 0;
  let last = 0;
  const publish = (outcome: Outcome) =>
    publishEvents(deps, row.account_id, [
      {
        type: 'import.progress',
        importId: row.id,
        kind: row.kind,
        fileName: row.file_name,
        rows,
        ...outcome,
      },
    ]);
  const progress = async (read: number) => {
    rows = read;
    if (performance.now() - last < PROGRESS_EVERY_MS) return;
    last = performance.now();
    await recordRowsRead(deps.db, row.id, rows);
    await publish({ state: 'importing', listId: null, message: null, doNotCall: null });
  };
  return { progress, publish, rows: () => rows };
}

async function importContacts(deps: Deps, row: SpooledImport, report: ReturnType<typeof reporter>) {
  const result = await importContactsStream(deps, {
    accountId: row.account_id,
    fileName: row.file_name,
    body: spooledBytes(deps.db, row.id),
    onProgress: report.progress,
    alsoInTransaction: (client, listId) =>
      markDoneOnClient(client, row.id, { rows: report.rows(), listId, result: null }),
  });
  if (!result.ok) return { ok: false as const, message: result.message };
  return { ok: true as const, outcome: { listId: result.list.id, doNotCall: null } };
}

async function importDoNotCall(
  deps: Deps,
  row: SpooledImport,
  report: ReturnType<typeof reporter>,
) {
  const done = await importDoNotCallStream(deps, {
    accountId: row.account_id,
    addedBy: row.added_by,
    body: spooledBytes(deps.db, row.id),
    onProgress: report.progress,
    alsoInTransaction: (trx, rows) => markDone(trx, row.id, { rows, listId: null, result: null }),
  });
  if (!done.ok) return { ok: false as const, message: done.message };
  const { added, alreadyListed, invalid } = done.result;
  return {
    ok: true as const,
    outcome: { listId: null, doNotCall: { added, alreadyListed, invalid } },
  };
}

/**
 * Imports one large upload the API stored (server/imports/upload-intake.ts) through the same
 * streaming importer as a small one, announcing its progress; the upload records how it ended.
 */
export async function runFileImport(deps: Deps, payload: { importId: string }): Promise<void> {
  const row = await startImport(deps.db, payload.importId);
  if (!row) return;
  const report = reporter(deps, row);
  try {
    const done =
      row.kind === 'contacts'
        ? await importContacts(deps, row, report)
        : await importDoNotCall(deps, row, report);
    if (!done.ok) {
      await markFailed(deps.db, row.id, done.message);
      await report.publish({
        state: 'failed',
        listId: null,
        message: done.message,
        doNotCall: null,
      });
      return;
    }
    await report.publish({ state: 'done', message: null, ...done.outcome });
  } catch (error) {
    await markFailed(deps.db, row.id, IMPORT_MESSAGES.failed);
    await report.publish({
      state: 'failed',
      listId: null,
      message: IMPORT_MESSAGES.failed,
      doNotCall: null,
    });
    throw error;
  }
}
