import type { Transaction } from 'kysely';
import {
  DNC_MESSAGES,
  type DoNotCallFileResult,
} from '../../../../shared/dialer/do-not-call-inputs';
import type { Database } from '../../../db/types';
import type { AppDeps } from '../../../deps';
import { publishEvents } from '../../../events/publish-events';
import type { ByteSource } from '../../../imports/csv-text-segments';
import { ImportFailure } from '../../../imports/import-failure';
import { type ImportLimits, streamCsvInto } from '../../../imports/streaming-import';
import { logComplianceChange } from '../consent/compliance-log';
import { phoneRegionOf } from '../lists/phone-region.repository';
import { doNotCallImportSink } from './do-not-call-import-sink';

export type DoNotCallImportResult =
  | { ok: true; result: DoNotCallFileResult; rows: number }
  | { ok: false; code: string; message: string };

type Deps = Pick<AppDeps, 'db' | 'events' | 'logger'>;

/**
 * Streams a do-not-call file onto the account's list through the shared importer, in one
 * transaction (nothing is added when any part fails); contacts with those numbers become Do Not
 * Call at once and their lists' tabs are told to refetch.
 */
export async function importDoNotCallStream(
  deps: Deps,
  input: {
    accountId: string;
    addedBy: string | null;
    body: ByteSource;
    limits?: Partial<ImportLimits>;
    onProgress?: (rows: number) => Promise<void>;
    alsoInTransaction?: (trx: Transaction<Database>, rows: number) => Promise<void>;
  },
): Promise<DoNotCallImportResult> {
  const region = await phoneRegionOf(deps.db, input.accountId);
  let done: { result: DoNotCallFileResult; rows: number; lists: string[] };
  try {
    done = await deps.db.transaction().execute(async (trx) => {
      const sink = doNotCallImportSink(trx, { ...input, region });
      const { rows } = await streamCsvInto(input.body, sink, input);
      if (sink.numbers === 0) throw new ImportFailure('no_numbers', DNC_MESSAGES.noPhoneColumn);
      const result = sink.result();
      await logComplianceChange(
        trx,
        input.accountId,
        input.addedBy ? { id: input.addedBy } : null,
        {
          action: 'do-not-call file imported',
          subjects: ['file'],
          detail: { added: result.added, alreadyListed: result.alreadyListed },
        },
      );
      await input.alsoInTransaction?.(trx, rows);
      return { result: sink.result(), rows, lists: [...sink.touchedLists] };
    });
  } catch (error) {
    if (error instanceof ImportFailure) {
      return { ok: false, code: error.code, message: error.message };
    }
    throw error;
  }
  await publishEvents(
    deps,
    input.accountId,
    done.lists.map((listId) => ({ type: 'list.changed' as const, listId })),
  );
  return { ok: true, result: done.result, rows: done.rows };
}
