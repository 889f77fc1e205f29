import { formatDateTime } from '../../../shared/format/date-time';
import {
  DELIVERY_STATUS_LABELS,
  INTEGRATIONS_TEXT,
  type WebhookDeliveryView,
} from '../../../shared/webhooks/webhooks';
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

export const STATUS_VARIANT = {
  pending: 'secondary',
  retrying: 'warning',
  delivered: 'success',
  failed: 'destructive',
  not_linked: 'secondary',
} as const;

const settling = (rows: WebhookDeliveryView[] | undefined) =>
  rows?.some((row) => row.status === 'pending' || row.status === 'retrying') ?? false;

/** The newest deliveries of one endpoint, with "Resend"; refreshed while any is under way. */
export function WebhookDeliveryLog({
  endpointId,
  enabled,
}: {
  endpointId: string;
  enabled: boolean;
}) {
  const utils = trpc.useUtils();
  const deliveries = trpc.webhooks.deliveries.useQuery(
    { endpointId },
    { refetchInterval: (query) => (settling(query.state.data) ? 2000 : false) },
  );
  const resend = trpc.webhooks.resend.useMutation({
    onSuccess: () => toast.success(INTEGRATIONS_TEXT.resendQueued),
    onError: (error) => toast.error(errorMessage(error, INTEGRATIONS_TEXT.actionFailed)),
    onSettled: () => utils.webhooks.deliveries.invalidate({ endpointId }),
  });
  const rows = deliveries.data ?? [];
  if (rows.length === 0) {
    return <p className="text-sm text-muted-foreground">{INTEGRATIONS_TEXT.noDeliveries}</p>;
  }
  return (
    <Table aria-label="Delivery log">
      <TableHeader>
        <TableRow>
          <TableHead>Event</TableHead>
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
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell className="font-mono text-xs">{row.event}</TableCell>
            <TableCell>
              <Badge variant={STATUS_VARIANT[row.status]}>
                {DELIVERY_STATUS_LABELS[row.status]}
              </Badge>
            </TableCell>
            <TableCell title={row.lastError ?? undefined}>
              {row.responseCode ?? row.lastError ?? '—'}
            </TableCell>
            <TableCell>{row.durationMs === null ? '—' : `${row.durationMs} ms`}</TableCell>
            <TableCell>{row.nextAttemptAt ? formatDateTime(row.nextAttemptAt) : '—'}</TableCell>
            <TableCell>{formatDateTime(row.createdAt)}</TableCell>
            <TableCell>
              <Button
                variant="outline"
                size="sm"
                disabled={!enabled || resend.isPending}
                onClick={() => resend.mutate({ deliveryId: row.id })}
              >
                Resend
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
