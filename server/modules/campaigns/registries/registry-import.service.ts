import type { Kysely, Transaction } from 'kysely';
import { IMPORT_MESSAGES } from '../../../../shared/csv/import-messages';
import { REGISTRY_MESSAGES, type RegistryCopyInput } from '../../../../shared/dialer/registries';
import type { Database } from '../../../db/types';
import type { ByteSource } from '../../../imports/csv-text-segments';
import { ImportFailure } from '../../../imports/import-failure';
import { type ImportLimits, streamCsvInto } from '../../../imports/streaming-import';
import { areaCodeOfSql } from '../policy/registry';
import { type RegistryCopyTarget, registryImportSink } from './registry-import-sink';

/** A registry file may hold far more rows than a contact list (the national list: hundreds of MB). */
export const REGISTRY_MAX_ROWS = 100_000_000;

export type RegistryImportResult =
  | { ok: true; copyId: string; added: number; deleted: number; rejected: number }
  | { ok: false; copyId: string; code: string; message: string };

/**
 * Imports a registry copy through the one streaming importer, in one transaction: a full list
 * first clears the numbers of the area codes it covers (the whole registry when it covers every
 * one), a change list applies its adds and deletes. The copy row records how it ended: imported
 * with its counts and first bad rows, or failed with the catalogued message (no number changed).
 */
export async function importRegistryStream(
  db: Kysely<Database>,
  input: {
    accountId: string;
    copy: RegistryCopyInput;
    body: ByteSource;
    limits?: Partial<ImportLimits>;
    onProgress?: (rows: number) => Promise<void>;
  },
): Promise<RegistryImportResult> {
  const { copy, accountId } = input;
  const { id: copyId } = await db
    .insertInto('registry_copies')
    .values({
      account_id: accountId,
      registry: copy.registry,
      kind: copy.kind,
      area_codes: copy.areaCodes,
      download_date: copy.downloadDate,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const target: RegistryCopyTarget = { accountId, copyId, ...copy };
  try {
    const done = await db.transaction().execute(async (trx) => {
      if (copy.kind === 'full') await clearCoveredNumbers(trx, target);
      const sink = registryImportSink(trx, target);
      const limits = { maxRows: REGISTRY_MAX_ROWS, ...input.limits };
      const onProgress = progressOnCopy(db, copyId, input.onProgress);
      await streamCsvInto(input.body, sink, { limits, onProgress });
      if (sink.added + sink.deleted === 0)
        throw new ImportFailure('no_numbers', REGISTRY_MESSAGES.noNumbers);
      await trx
        .updateTable('registry_copies')
        .set({
          status: 'imported',
          imported_at: new Date(),
          rows_imported: sink.added + sink.deleted,
          rows_rejected: sink.rejected,
          rejected_examples: JSON.stringify(sink.rejectedExamples),
        })
        .where('id', '=', copyId)
        .execute();
      return { added: sink.added, deleted: sink.deleted, rejected: sink.rejected };
    });
    return { ok: true, copyId, ...done };
  } catch (error) {
    const failure = error instanceof ImportFailure ? error : null;
    const message = failure?.message ?? IMPORT_MESSAGES.failed;
    await db
      .updateTable('registry_copies')
      .set({ status: 'failed', error: message })
      .where('id', '=', copyId)
      .execute();
    if (!failure) throw error;
    return { ok: false, copyId, code: failure.code, message };
  }
}

const PROGRESS_EVERY_MS = 250;

/** Rows read so far onto the copy row (outside the import's transaction), at most every 250 ms. */
function progressOnCopy(
  db: Kysely<Database>,
  copyId: string,
  also?: (rows: number) => Promise<void>,
) {
  let last = 0;
  return async (rows: number) => {
    await also?.(rows);
    if (performance.now() - last < PROGRESS_EVERY_MS) return;
    last = performance.now();
    await db
      .updateTable('registry_copies')
      .set({ rows_imported: rows })
      .where('id', '=', copyId)
      .execute();
  };
}

async function clearCoveredNumbers(trx: Transaction<Database>, target: RegistryCopyTarget) {
  let query = trx
    .deleteFrom('registry_numbers')
    .where('account_id', '=', target.accountId)
    .where('registry', '=', target.registry);
  if (target.areaCodes)
    query = query.where(areaCodeOfSql('registry_numbers'), 'in', target.areaCodes);
  await query.execute();
}
