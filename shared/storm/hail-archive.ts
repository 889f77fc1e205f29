/** The shared hail archive as the NOAA tab shows it. */
export type HailImportView = {
  id: string;
  source: 'ncei' | 'spc';
  fileName: string;
  status: 'running' | 'done' | 'failed';
  bytesTotal: number | null;
  bytesRead: number;
  rowsRead: number;
  imported: number;
  skippedNoPosition: number;
  skippedUnreadable: number;
  zoneGuessed: number;
  replacedPreliminary: number;
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
};

export type HailArchiveState = {
  years: { year: number; source: 'ncei' | 'spc'; rows: number }[];
  totalRows: number;
  imports: HailImportView[];
  lastSameDayImport: HailImportView | null;
};

/** What an upload answers: the import's counts. */
export type ImportSummary = Pick<
  HailImportView,
  | 'id'
  | 'source'
  | 'fileName'
  | 'rowsRead'
  | 'imported'
  | 'skippedNoPosition'
  | 'skippedUnreadable'
  | 'zoneGuessed'
  | 'replacedPreliminary'
>;
