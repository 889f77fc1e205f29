import type { Kysely } from 'kysely';
import { HAIL_ARCHIVE_MESSAGES } from '../../../../shared/storm/hail-archive-messages';
import type { HailSourceCode } from '../../../db/tables/storm';
import type { Database } from '../../../db/types';
import { BadInputError } from '../../../errors';
import {
  deleteReplacedPreliminary,
  deleteRowsNotReissued,
  insertSpcRows,
  upsertNceiRows,
} from './hail-archive.repository';
import type { ImportCounts } from './hail-imports.repository';
import { type HailRow, NCEI_COLUMNS, type NceiRecord, nceiHailRow } from './ncei-row';
import { type SpcRow, spcConvectiveDay, spcHailRow } from './spc-row';

/** Where one file's rows go: rows are taken one by one and written in batches. */
export type HailSink = {
  source: HailSourceCode;
  take(record: NceiRecord): void;
  pending(): number;
  flush(importId: string): Promise<void>;
  finish(importId: string): Promise<void>;
};

const SPC_COLUMNS = ['TIME', 'SIZE', 'LAT', 'LON'] as const;

/** Decides the file's kind from its header names (never positions). */
export function sinkFor(
  db: Kysely<Database>,
  header: readonly string[],
  fileName: string,
  counts: ImportCounts,
): HailSink {
  const names = new Set(header);
  if (NCEI_COLUMNS.every((name) => names.has(name))) return nceiSink(db, counts);
  if (SPC_COLUMNS.every((name) => names.has(name))) return spcSink(db, fileName, counts);
  throw new BadInputError(HAIL_ARCHIVE_MESSAGES.notHailFile);
}

function nceiSink(db: Kysely<Database>, counts: ImportCounts): HailSink {
  let batch = new Map<number, HailRow>();
  const years = new Set<number>();
  return {
    source: 'ncei',
    take(record) {
      const result = nceiHailRow(record);
      if (result.kind === 'no-position') counts.skippedNoPosition++;
      if (result.kind === 'unreadable') counts.skippedUnreadable++;
      if (result.kind !== 'hail') return;
      counts.imported++;
      if (result.zoneGuessed) counts.zoneGuessed++;
      years.add(result.row.dataYear);
      batch.set(result.row.eventId, result.row);
    },
    pending: () => batch.size,
    async flush(importId) {
      const rows = [...batch.values()];
      batch = new Map();
      await upsertNceiRows(db, importId, rows);
      counts.years = [...years].sort();
    },
    async finish(importId) {
      await this.flush(importId);
      await deleteRowsNotReissued(db, importId, [...years]);
      counts.replacedPreliminary += await deleteReplacedPreliminary(db);
    },
  };
}

function spcSink(db: Kysely<Database>, fileName: string, counts: ImportCounts): HailSink {
  const day = spcConvectiveDay(fileName);
  if (!day) throw new BadInputError(HAIL_ARCHIVE_MESSAGES.spcNameNeeded);
  let batch = new Map<string, SpcRow>();
  const years = new Set<number>();
  return {
    source: 'spc',
    take(record) {
      const result = spcHailRow(record, day);
      if (result.kind === 'no-position') counts.skippedNoPosition++;
      if (result.kind === 'unreadable') counts.skippedUnreadable++;
      if (result.kind !== 'hail') return;
      counts.imported++;
      years.add(result.row.dataYear);
      batch.set(result.row.key, result.row);
    },
    pending: () => batch.size,
    async flush(importId) {
      const rows = [...batch.values()];
      batch = new Map();
      counts.replacedPreliminary += await insertSpcRows(db, importId, rows);
      counts.years = [...years].sort();
    },
    finish(importId) {
      return this.flush(importId);
    },
  };
}
