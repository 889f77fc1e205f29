import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { checkCsvFile } from '../../../../shared/csv';
import type { ListSummary } from '../../../../shared/dialer/list-summary';
import { DEFAULT_LIST_NAME } from '../../../../shared/dialer/redial-settings';
import { withPgClient } from '../../../db/database';
import type { AppDeps } from '../../../deps';
import { publishEvents } from '../../../events/publish-events';
import type { ByteSource } from '../../../imports/csv-text-segments';
import { csvImportFailure, ImportFailure } from '../../../imports/import-failure';
import { cleanFileName } from '../../../imports/receive-upload';
import { type ImportLimits, streamCsvInto } from '../../../imports/streaming-import';
import { errorListener } from '../../../process/report-error';
import { setAsideDuplicates } from '../model/contact-inserts';
import { markListedContactsOfListQuery } from '../model/do-not-call-marks';
import { accountSchedule } from '../settings/calling-schedule.repository';
import { loadAccountDefaults } from '../settings/campaign-settings.repository';
import { recordConsentOfList } from './consent-import';
import { type ContactsSink, contactsImportSink } from './contacts-import-sink';
import { phoneRegionOf } from './phone-region.repository';

export type ImportResult =
  | { ok: true; list: ListSummary }
  | { ok: false; code: string; message: string };

type ImportDeps = Pick<AppDeps, 'db' | 'events' | 'logger' | 'config'>;
type Defaults = Awaited<ReturnType<typeof loadAccountDefaults>>;

export type ContactsImportInput = {
  accountId: string;
  fileName: string;
  body: ByteSource;
  limits?: Partial<ImportLimits>;
  onProgress?: (rows: number) => Promise<void>;
  /** More work in the import's transaction once the list is stored (the upload's own row). */
  alsoInTransaction?: (client: pg.PoolClient, listId: string) => Promise<void>;
};

function countsAtImport(count: number, invalid: number, listed: number): ListSummary['counts'] {
  const counts: ListSummary['counts'] = {};
  if (count > invalid + listed) counts['Not Called'] = count - invalid - listed;
  if (invalid > 0) counts['Invalid Number'] = invalid;
  if (listed > 0) counts['Do Not Call'] = listed;
  return counts;
}

/**
 * A new list gets the default name the account chose in Campaign Settings → General; while that is
 * still the spec's "Contacts List", the list is named by its file, without the extension
 * (docs/decisions.md).
 */
function listNameOf(fileName: string, defaults: Defaults): string {
  if (defaults.listName !== DEFAULT_LIST_NAME) return defaults.listName;
  return fileName.replace(/\.[^.]*$/, '').trim() || defaults.listName;
}

/** A whole file in memory (tests, small callers): the same streaming import. */
export function importContactsCsv(
  deps: ImportDeps,
  input: { accountId: string; fileName: string; bytes: Uint8Array },
): Promise<ImportResult> {
  const problem = checkCsvFile({ name: input.fileName, size: input.bytes.byteLength });
  if (problem) return Promise.resolve(problem);
  return importContactsStream(deps, { ...input, body: [input.bytes] });
}

/**
 * Streams a contact-list CSV through the shared rules into a new list, batch by batch, in one
 * transaction: nothing is stored when any part fails, and the failure says why. The list is named
 * by its file and takes the account's default description.
 */
export async function importContactsStream(
  deps: ImportDeps,
  input: ContactsImportInput,
): Promise<ImportResult> {
  const fileName = cleanFileName(input.fileName);
  if (!fileName.toLowerCase().endsWith('.csv')) return failure(csvImportFailure('not_csv'));
  const started = performance.now();
  const listId = randomUUID();
  const defaults = await loadAccountDefaults(deps.db, input.accountId);
  const name = listNameOf(fileName, defaults);
  const region = await phoneRegionOf(deps.db, input.accountId);
  const { defaultState } = await accountSchedule(deps.db, input.accountId);
  let stored: Awaited<ReturnType<typeof storeList>>;
  try {
    stored = await withPgClient(deps.db, (client) =>
      inTransaction(deps, client, async () => {
        const list = { id: listId, accountId: input.accountId };
        const sink = contactsImportSink(client, { list, region, defaultState });
        await streamCsvInto(input.body, sink, input);
        const result = await storeList(deps, client, { list, fileName, name, defaults, sink });
        await input.alsoInTransaction?.(client, listId);
        return result;
      }),
    );
  } catch (error) {
    if (error instanceof ImportFailure) return failure(error);
    throw error;
  }
  deps.logger.info(
    { listId, ...stored.counts, ms: Math.round(performance.now() - started) },
    'contacts imported',
  );
  const list: ListSummary = {
    id: listId,
    name,
    description: defaults.listDescription,
    fileName,
    createdAt: stored.createdAt.toISOString(),
    contactCount: stored.counts.contacts,
    invalidCount: stored.counts.invalid,
    duplicateCount: stored.counts.duplicates,
    state: 'idle',
    nextRunAt: null,
    pauseReason: null,
    waitReason: null,
    waitZone: null,
    queuedSince: null,
    counts: countsAtImport(stored.counts.contacts, stored.counts.invalid, stored.listed),
    usesDefaultSettings: true,
  };
  await publishEvents(deps, input.accountId, [{ type: 'list.changed', listId: list.id }]);
  return { ok: true, list };
}

function failure(error: ImportFailure): ImportResult {
  return { ok: false, code: error.code, message: error.message };
}

async function inTransaction<T>(deps: ImportDeps, client: pg.PoolClient, work: () => Promise<T>) {
  try {
    await client.query('begin');
    const result = await work();
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(errorListener(deps.logger, 'postgres'));
    throw error;
  }
}

/**
 * After the last batch, in the import's transaction: duplicates set aside, the list row, numbers
 * already on the do-not-call list marked, consent recorded and the list's window keys.
 */
async function storeList(
  deps: ImportDeps,
  client: pg.PoolClient,
  input: {
    list: { id: string; accountId: string };
    fileName: string;
    name: string;
    defaults: Defaults;
    sink: ContactsSink;
  },
) {
  const { list, sink } = input;
  if (sink.written === 0) throw csvImportFailure('empty');
  const inserted = await client.query<{ created_at: Date }>(
    `insert into contact_lists
       (id, account_id, name, description, file_name, contact_count, invalid_count,
        duplicate_count, zones_ready)
     values ($1, $2, $3, $4, $5, $6, $7, 0, true) returning created_at`,
    [
      list.id,
      list.accountId,
      input.name,
      input.defaults.listDescription,
      input.fileName,
      sink.written,
      sink.invalid,
    ],
  );
  // After the list row: import_duplicates refers to it.
  const duplicates = await setAsideDuplicates(client, list.id);
  const counts = { contacts: sink.written - duplicates, invalid: sink.invalid, duplicates };
  if (duplicates > 0) {
    await client.query(
      'update contact_lists set contact_count = $2, duplicate_count = $3 where id = $1',
      [list.id, counts.contacts, duplicates],
    );
  }
  const markListed = markListedContactsOfListQuery(deps.db, list.id);
  const marked = await client.query<{ n: number }>(markListed.sql, [...markListed.parameters]);
  await recordConsentOfList(deps.db, client, list);
  await client.query(
    `insert into list_window_keys (list_id, window_key)
     select distinct $1::uuid, window_key from contacts where list_id = $1 and window_key is not null`,
    [list.id],
  );
  return { createdAt: inserted.rows[0]!.created_at, listed: marked.rows[0]!.n, counts };
}
