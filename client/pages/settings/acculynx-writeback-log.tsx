import { ACCULYNX_LINK_MESSAGES } from '../../../shared/acculynx/acculynx-writeback';
import { formatDateTime } from '../../../shared/format/date-time';
import { DELIVERY_STATUS_LABELS, INTEGRATIONS_TEXT } from '../../../shared/webhooks/webhooks';
import { Badge } from '../../components/ui/badge';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';
import { trpc } from '../../lib/trpc';
import { STATUS_VARIANT } from './webhook-delivery-log';

const WHAT: Record<string, string> = {
  'call.analyzed': 'Call summary → contact log',
  'appointment.booked': 'Booking → new job',
};

/** AccuLynx write-backs in the delivery log's columns; "Not linked" rows made no request. */
export function AcculynxWritebackLog() {
  const rows = trpc.acculynx.deliveries.useQuery(undefined, {
    refetchInterval: (query) =>
      query.state.data?.some((r) => r.status === 'pending' || r.status === 'retrying')
        ? 2000
        : false,
  });
  const data = rows.data ?? [];
  return (
    <div className="flex flex-col gap-2 border-t pt-4">
      <h3 className="text-sm font-medium">AccuLynx write-back</h3>
      <p className="text-sm text-muted-foreground">{ACCULYNX_LINK_MESSAGES.logIntro}</p>
      <p className="text-xs text-muted-foreground">{ACCULYNX_LINK_MESSAGES.unconfirmed}</p>
      {data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{INTEGRATIONS_TEXT.noDeliveries}</p>
      ) : (
        <Table aria-label="AccuLynx delivery log">
          <TableHeader>
            <TableRow>
              <TableHead>Write-back</TableHead>
              <TableHead>Contact</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Response</TableHead>
              <TableHead>Duration</TableHead>
              <TableHead>Next try</TableHead>
              <TableHead>Created</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{WHAT[row.event] ?? row.event}</TableCell>
                <TableCell className="font-mono text-xs">{row.contactId ?? '—'}</TableCell>
                <TableCell>
                  <Badge variant={STATUS_VARIANT[row.status]} title={row.lastError ?? undefined}>
                    {DELIVERY_STATUS_LABELS[row.status]}
                  </Badge>
                </TableCell>
                <TableCell title={row.lastError ?? undefined}>
                  {row.responseCode ?? (row.status === 'not_linked' ? '—' : (row.lastError ?? '—'))}
                </TableCell>
                <TableCell>{row.durationMs === null ? '—' : `${row.durationMs} ms`}</TableCell>
                <TableCell>{row.nextAttemptAt ? formatDateTime(row.nextAttemptAt) : '—'}</TableCell>
                <TableCell>{formatDateTime(row.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
