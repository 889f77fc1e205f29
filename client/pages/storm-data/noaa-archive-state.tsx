import type {
  HailArchiveState,
  HailImportView,
  ImportSummary,
} from '../../../shared/storm/hail-archive';
import { Badge } from '../../components/ui/badge';
import { Progress } from '../../components/ui/progress';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';

const SOURCE_LABEL = { ncei: 'NCEI Storm Events', spc: 'SPC (preliminary)' } as const;
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** A running import's bar: bytes read of the file's size when known, else indeterminate. */
export function ImportProgress({ running }: { running: HailImportView }) {
  const percent =
    running.bytesTotal && running.bytesTotal > 0
      ? Math.round((running.bytesRead / running.bytesTotal) * 100)
      : null;
  return (
    <div className="flex flex-col gap-1" aria-live="polite">
      <p className="text-sm">
        Importing {running.fileName}: {running.rowsRead.toLocaleString()} rows read,{' '}
        {running.imported.toLocaleString()} hail rows
      </p>
      <Progress value={percent} aria-label="Import progress" />
    </div>
  );
}

export function ImportCounts({ summary }: { summary: ImportSummary }) {
  return (
    <ul className="text-sm text-muted-foreground" aria-label={`Counts of ${summary.fileName}`}>
      <li>Hail rows imported: {summary.imported.toLocaleString()}</li>
      <li>Skipped, no position: {summary.skippedNoPosition.toLocaleString()}</li>
      <li>Skipped, unreadable: {summary.skippedUnreadable.toLocaleString()}</li>
      <li>Time zone guessed from the state: {summary.zoneGuessed.toLocaleString()}</li>
      <li>Preliminary reports replaced by NCEI: {summary.replacedPreliminary.toLocaleString()}</li>
    </ul>
  );
}

/** What every signed-in user sees: years loaded, rows, the last same-day import, recent imports. */
export function NoaaArchiveState({ state }: { state: HailArchiveState }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm" data-testid="archive-total">
        {state.totalRows > 0
          ? `${state.totalRows.toLocaleString()} hail reports in the archive.`
          : 'No NOAA hail data is loaded yet.'}
      </p>
      {state.years.length > 0 ? (
        <Table aria-label="Years loaded">
          <TableHeader>
            <TableRow>
              <TableHead>Year</TableHead>
              <TableHead>Source</TableHead>
              <TableHead>Hail reports</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {state.years.map((row) => (
              <TableRow key={`${row.year}-${row.source}`}>
                <TableCell>{row.year}</TableCell>
                <TableCell>{SOURCE_LABEL[row.source]}</TableCell>
                <TableCell>{row.rows.toLocaleString()}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <p className="text-sm text-muted-foreground">
        Last same-day (SPC) import: {when(state.lastSameDayImport?.finishedAt ?? null)}
      </p>
      {state.imports.length > 0 ? (
        <div className="flex flex-col gap-1">
          <h3 className="font-medium">Recent imports</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {state.imports.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center gap-2">
                <span>{row.fileName}</span>
                <Badge variant={row.status === 'failed' ? 'destructive' : 'outline'}>
                  {row.status}
                </Badge>
                <span className="text-muted-foreground">
                  {row.error ?? `${row.imported.toLocaleString()} hail rows`}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
