import {
  agentLabel,
  callLogStatus,
  formatCallDuration,
  formatCallTime,
} from '../../../shared/calls/call-log-format';
import { CallStatusBadge } from '../../components/call-status-badge';
import { InboundCallBadge } from '../../components/inbound-call-badge';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { trpc } from '../../lib/trpc';

/** How many of the contact's calls the timeline shows (newest first). */
const TIMELINE_CALLS = 20;

/** One contact's calls both ways, newest first: the dialer's attempts and their callbacks. */
export function ContactTimeline({ contactId, callId }: { contactId: number; callId: string }) {
  const calls = trpc.callLogs.page.useQuery({
    filters: { contactId },
    limit: TIMELINE_CALLS,
  });
  if (calls.isPending) return <Spinner />;
  if (calls.isError) {
    return (
      <LoadError title="Contact timeline" error={calls.error} onRetry={() => calls.refetch()} />
    );
  }
  return (
    <ol className="flex flex-col gap-2" aria-label="Contact timeline">
      {calls.data.rows.map((row) => (
        <li
          key={row.id}
          data-timeline-call={row.id}
          aria-current={row.id === callId ? 'true' : undefined}
          className="flex flex-wrap items-center gap-2 text-sm aria-[current=true]:font-medium"
        >
          <span className="whitespace-nowrap">{formatCallTime(row.startedAt)}</span>
          {row.direction === 'inbound' && <InboundCallBadge />}
          <CallStatusBadge status={callLogStatus(row.outcome)} />
          <span className="text-muted-foreground">
            {agentLabel(row.agentName)} · {formatCallDuration(row.durationMs)}
          </span>
        </li>
      ))}
    </ol>
  );
}
