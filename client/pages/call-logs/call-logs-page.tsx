import { Download } from 'lucide-react';
import { useState } from 'react';
import { CALL_LOG_TEXTS } from '../../../shared/calls/call-log-format';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { CallDetailsDialog } from './call-details-dialog';
import { CallLogFilters } from './call-log-filters';
import { CallLogsPagination } from './call-logs-pagination';
import { CallLogsTable } from './call-logs-table';
import { useCallLogsPage } from './use-call-logs-page';

/** /dashboard/call-logs (spec 2.10): every placed attempt of the account, newest first, live. */
export function CallLogsPage() {
  const logs = useCallLogsPage();
  const { page } = logs;
  const [viewing, setViewing] = useState<string | null>(null);

  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{CALL_LOG_TEXTS.title}</h1>
          <p className="text-muted-foreground">{CALL_LOG_TEXTS.subtitle}</p>
        </div>
        <Button variant="outline" onClick={logs.exportLogs}>
          <Download aria-hidden /> {CALL_LOG_TEXTS.export}
        </Button>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>{CALL_LOG_TEXTS.tableTitle}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <CallLogFilters value={logs.values} onChange={logs.changeFilters} />
          {page.isPending ? (
            <Spinner className="justify-center py-10" />
          ) : page.isError ? (
            <LoadError
              title={CALL_LOG_TEXTS.title}
              error={page.error}
              onRetry={() => page.refetch()}
            />
          ) : page.data.rows.length === 0 && logs.pageNumber === 1 ? (
            <div className="flex flex-col items-center gap-1 py-10 text-center">
              <p className="font-medium">{CALL_LOG_TEXTS.emptyTitle}</p>
              <p className="text-sm text-muted-foreground">{CALL_LOG_TEXTS.emptyDescription}</p>
            </div>
          ) : (
            <>
              <CallLogsTable rows={page.data.rows} onView={setViewing} />
              <CallLogsPagination
                pageNumber={logs.pageNumber}
                hasNext={Boolean(page.data.nextCursor)}
                onPrevious={logs.previousPage}
                onNext={logs.nextPage}
              />
            </>
          )}
        </CardContent>
      </Card>
      <CallDetailsDialog callId={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}
