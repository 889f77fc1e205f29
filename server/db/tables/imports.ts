import type { ColumnType, Generated } from 'kysely';

// Large uploads waiting for (or imported by) the worker: server/imports/file-spool.repository.ts.

export type FileImportKind = 'contacts' | 'do-not-call';
export type FileImportState = 'receiving' | 'queued' | 'importing' | 'done' | 'failed';

export interface FileImportsTable {
  id: Generated<string>;
  account_id: string;
  kind: FileImportKind;
  file_name: string;
  byte_size: ColumnType<string, number | undefined, number>;
  state: ColumnType<FileImportState, FileImportState | undefined, FileImportState>;
  rows_read: ColumnType<number, number | undefined, number>;
  error: string | null;
  list_id: string | null;
  result: unknown;
  added_by: string | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  finished_at: Date | null;
}

export interface FileImportChunksTable {
  import_id: string;
  seq: number;
  data: Buffer;
}

export interface ImportsTables {
  file_imports: FileImportsTable;
  file_import_chunks: FileImportChunksTable;
}
