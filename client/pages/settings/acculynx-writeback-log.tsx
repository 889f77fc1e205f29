import { ACCULYNX_LINK_MESSAGES } from '../../../shared/acculynx/acculynx-writeback';
import { formatDateTime } from '../../../shared/format/date-time';
import { DELIVERY_STATUS_LABELS, INTEGRATIONS_TEXT } from '../../../shared/webhooks/webhooks';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';
import { STATUS_VARIANT } from './webhook-delivery-log';

const WHAT: Record<string, string> = {
  'call.analyzed': 'Call summary → contact log',
  'appointment.booked': 'Booking → new job',
};

/** A delivered write-back is not offered again (AccuLynx would get it twice). */
const RESENDABLE = new Set(['retrying', 'failed', 'not_linked']);

/**
 * AccuLynx write-backs in the delivery log's columns; "Not linked" rows made no request. "Resend"
 * sends one that failed or was not linked again (after linking the contact, say).
 */
export function AcculynxWritebackLog() {
  const utils = trpc.useUtils();
  const resend = trpc.acculynx.resend.useMutation({
    onSuccess: () => toast.success(INTEGRATIONS_TEXT.resendQueued),
    onError: (error) => toast.error(errorMessage(error, INTEGRATIONS_TEXT.actionFailed)),
    onSettled: () => utils.acculynx.deliveries.invalidate(),
  });
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
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
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
                <TableCell>
                  {RESENDABLE.has(row.status) && (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={resend.isPending}
                      onClick={() => resend.mutate({ deliveryId: row.id })}
                    >
                      Resend
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
