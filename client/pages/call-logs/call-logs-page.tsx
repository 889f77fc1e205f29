import { ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { CALL_LOG_TEXTS } from '../../../shared/calls/call-log-format';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toaster';
import { viewerTimeZone } from '../../lib/date-range';
import { useCallEventsRefetch } from '../../lib/live-updates/use-call-events-refetch';
import { trpc } from '../../lib/trpc';
import { CallDetailsDialog } from './call-details-dialog';
import { CallLogFilters, type CallLogFilterValues, NO_FILTERS } from './call-log-filters';
import { exportUrl, toCallLogFilters } from './call-log-query';
import { CallLogsTable } from './call-logs-table';

function startDownload(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/** /dashboard/call-logs (spec 2.10): every placed attempt of the account, newest first, live. */
export function CallLogsPage() {
  const [values, setValues] = useState<CallLogFilterValues>(NO_FILTERS);
  // Keyset pages: the cursor of each page visited, so Previous goes back exactly.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [viewing, setViewing] = useState<string | null>(null);
  const filters = useMemo(() => toCallLogFilters(values), [values]);
  const cursor = cursors.at(-1) ?? null;
  const page = trpc.callLogs.page.useQuery(
    { filters, cursor },
    { placeholderData: (prev) => prev },
  );
  const utils = trpc.useUtils();
  useCallEventsRefetch(() => void utils.callLogs.page.invalidate());

  const changeFilters = (next: CallLogFilterValues) => {
    setValues(next);
    setCursors([null]);
  };
  const exportLogs = () => {
    toast.success(CALL_LOG_TEXTS.exportToast, {
      description: CALL_LOG_TEXTS.exportToastDescription,
    });
    startDownload(exportUrl(filters, viewerTimeZone()));
  };

  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{CALL_LOG_TEXTS.title}</h1>
          <p className="text-muted-foreground">{CALL_LOG_TEXTS.subtitle}</p>
        </div>
        <Button variant="outline" onClick={exportLogs}>
          <Download aria-hidden /> {CALL_LOG_TEXTS.export}
        </Button>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>{CALL_LOG_TEXTS.tableTitle}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <CallLogFilters value={values} onChange={changeFilters} />
          {page.isPending ? (
            <Spinner className="justify-center py-10" />
          ) : page.isError ? (
            <LoadError
              title={CALL_LOG_TEXTS.title}
              error={page.error}
              onRetry={() => page.refetch()}
            />
          ) : page.data.rows.length === 0 && cursors.length === 1 ? (
            <div className="flex flex-col items-center gap-1 py-10 text-center">
              <p className="font-medium">{CALL_LOG_TEXTS.emptyTitle}</p>
              <p className="text-sm text-muted-foreground">{CALL_LOG_TEXTS.emptyDescription}</p>
            </div>
          ) : (
            <>
              <CallLogsTable rows={page.data.rows} onView={setViewing} />
              <nav aria-label="Pagination" className="flex items-center justify-end gap-2 text-sm">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label="Previous page"
                  disabled={cursors.length <= 1}
                  onClick={() => setCursors((all) => all.slice(0, -1))}
                >
                  <ChevronLeft aria-hidden />
                </Button>
                <span className="text-muted-foreground">Page {cursors.length}</span>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label="Next page"
                  disabled={!page.data.nextCursor}
                  onClick={() => {
                    const next = page.data.nextCursor;
                    if (next) setCursors((all) => [...all, next]);
                  }}
                >
                  <ChevronRight aria-hidden />
                </Button>
              </nav>
            </>
          )}
        </CardContent>
      </Card>
      <CallDetailsDialog callId={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}
