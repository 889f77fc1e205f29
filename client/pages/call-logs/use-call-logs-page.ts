import { useMemo, useState } from 'react';
import { CALL_LOG_TEXTS } from '../../../shared/calls/call-log-format';
import { toast } from '../../components/ui/toaster';
import { viewerTimeZone } from '../../lib/date-range';
import { useCallEventsRefetch } from '../../lib/live-updates/use-call-events-refetch';
import { trpc } from '../../lib/trpc';
import { type CallLogFilterValues, NO_FILTERS } from './call-log-filters';
import { exportUrl, toCallLogFilters } from './call-log-query';

function startDownload(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/** The call log's filters, keyset pages (refetched live on call events) and the CSV export. */
export function useCallLogsPage() {
  const [values, setValues] = useState<CallLogFilterValues>(NO_FILTERS);
  // Keyset pages: the cursor of each page visited, so Previous goes back exactly.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
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
  const previousPage = () => setCursors((all) => all.slice(0, -1));
  const nextPage = () => {
    const next = page.data?.nextCursor;
    if (next) setCursors((all) => [...all, next]);
  };

  return {
    values,
    page,
    pageNumber: cursors.length,
    changeFilters,
    exportLogs,
    previousPage,
    nextPage,
  };
}
