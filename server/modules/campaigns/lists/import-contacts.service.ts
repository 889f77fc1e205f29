import { randomUUID } from 'node:crypto';
import type { CsvParseFailure } from '../../../../shared/csv';
import type { ListSummary } from '../../../../shared/dialer/list-summary';
import { withPgClient } from '../../../db/database';
import type { AppDeps } from '../../../deps';
import { publishEvents } from '../../../events/publish-events';
import { errorListener } from '../../../process/report-error';
import { copyContacts } from '../model/contact-inserts';
import { markListedContactsOfListQuery } from '../model/do-not-call-marks';
import { accountSchedule } from '../settings/calling-schedule.repository';
import { loadAccountDefaults } from '../settings/campaign-settings.repository';
import { recordConsentOfList } from './consent-import';
import { prepareCsvImportOffThread } from './csv-import-pool';
import { phoneRegionOf } from './phone-region.repository';

export type ImportResult = { ok: true; list: ListSummary } | CsvParseFailure;

const FILE_NAME_MAX = 255;

type ImportDeps = Pick<AppDeps, 'db' | 'events' | 'logger' | 'config'>;

function countsAtImport(count: number, invalid: number, listed: number): ListSummary['counts'] {
  const counts: ListSummary['counts'] = {};
  if (count > invalid + listed) counts['Not Called'] = count - invalid - listed;
  if (invalid > 0) counts['Invalid Number'] = invalid;
  if (listed > 0) counts['Do Not Call'] = listed;
  return counts;
}

/** The name as shown in the list: no control characters (NUL cannot be stored), bounded. */
function cleanFileName(fileName: string): string {
  return fileName
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, FILE_NAME_MAX);
}

/**
 * Validates a contact-list CSV with the shared rules (in a worker thread) and stores the list and
 * all its contacts in one transaction (nothing is stored when any part fails), the contacts
 * through COPY. The list gets the account's default list name and description and remembers the
 * original file name.
 */
export async function importContactsCsv(
  deps: ImportDeps,
  input: { accountId: string; fileName: string; bytes: Uint8Array },
): Promise<ImportResult> {
  const fileName = cleanFileName(input.fileName);
  const listId = randomUUID();
  const prepared = await prepareCsvImportOffThread({
    bytes: input.bytes,
    fileName,
    region: await phoneRegionOf(deps.db, input.accountId),
    list: { id: listId, accountId: input.accountId },
    defaultState: (await accountSchedule(deps.db, input.accountId)).defaultState,
  });
  if (!prepared.ok) return prepared;

  const started = performance.now();
  const defaults = await loadAccountDefaults(deps.db, input.accountId);
  const { createdAt, listed } = await storeList(deps, {
    listId,
    accountId: input.accountId,
    fileName,
    defaults,
    prepared,
  });

  deps.logger.info(
    {
      listId,
      contacts: prepared.count,
      invalid: prepared.invalid,
      duplicates: prepared.duplicates,
      ms: Math.round(performance.now() - started),
    },
    'contacts imported',
  );
  const list: ListSummary = {
    id: listId,
    name: defaults.listName,
    description: defaults.listDescription,
    fileName,
    createdAt: createdAt.toISOString(),
    contactCount: prepared.count,
    invalidCount: prepared.invalid,
    duplicateCount: prepared.duplicates,
    state: 'idle',
    nextRunAt: null,
    pauseReason: null,
    waitReason: null,
    waitZone: null,
    queuedSince: null,
    counts: countsAtImport(prepared.count, prepared.invalid, listed),
    usesDefaultSettings: true,
  };
  await publishEvents(deps, input.accountId, [{ type: 'list.changed', listId: list.id }]);
  return { ok: true, list };
}

type PreparedImport = Extract<Awaited<ReturnType<typeof prepareCsvImportOffThread>>, { ok: true }>;

/**
 * One transaction: the list row, its contacts through COPY, numbers already on the do-not-call
 * list marked, consent recorded and the list's window keys; nothing is stored when any part fails.
 */
async function storeList(
  deps: ImportDeps,
  input: {
    listId: string;
    accountId: string;
    fileName: string;
    defaults: Awaited<ReturnType<typeof loadAccountDefaults>>;
    prepared: PreparedImport;
  },
): Promise<{ createdAt: Date; listed: number }> {
  const { listId, accountId, fileName, defaults, prepared } = input;
  const markListed = markListedContactsOfListQuery(deps.db, listId);
  return withPgClient(deps.db, async (client) => {
    try {
      await client.query('begin');
      const inserted = await client.query<{ created_at: Date }>(
        `insert into contact_lists
           (id, account_id, name, description, file_name, contact_count, invalid_count,
            duplicate_count, zones_ready)
         values ($1, $2, $3, $4, $5, $6, $7, $8, true) returning created_at`,
        [
          listId,
          accountId,
          defaults.listName,
          defaults.listDescription,
          fileName,
          prepared.count,
          prepared.invalid,
          prepared.duplicates,
        ],
      );
      await copyContacts(client, prepared.payload);
      const marked = await client.query<{ n: number }>(markListed.sql, [...markListed.parameters]);
      await recordConsentOfList(deps.db, client, { id: listId, accountId });
      await client.query(
        'insert into list_window_keys (list_id, window_key) select $1, unnest($2::text[])',
        [listId, prepared.windowKeys],
      );
      await client.query('commit');
      return { createdAt: inserted.rows[0]!.created_at, listed: marked.rows[0]!.n };
    } catch (error) {
      await client.query('rollback').catch(errorListener(deps.logger, 'postgres'));
      throw error;
    }
  });
}
