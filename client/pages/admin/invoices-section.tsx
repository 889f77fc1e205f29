import { formatDollars } from '../../../shared/billing/usage';
import { formatDateTime } from '../../../shared/format/date-time';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';

/** Every account's recorded invoices; an admin marks one paid (nothing is charged here). */
export function InvoicesSection() {
  const utils = trpc.useUtils();
  const invoices = trpc.admin.invoices.useQuery();
  const markPaid = trpc.billing.markInvoicePaid.useMutation({
    onSuccess: () => toast.success('Invoice marked paid'),
    onError: (error) => toast.error(errorMessage(error, 'Could not mark the invoice paid')),
    onSettled: () => utils.admin.invoices.invalidate(),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Invoices</CardTitle>
        <CardDescription>
          Invoices recorded at each plan period's start, newest first. No card is charged: mark one
          paid once its payment arrived.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {invoices.isPending ? <Spinner label="Loading invoices..." /> : null}
        {invoices.isError ? (
          <LoadError
            title="Could not load the invoices"
            error={invoices.error}
            onRetry={() => invoices.refetch()}
          />
        ) : null}
        {invoices.data?.length === 0 ? (
          <p className="text-sm text-muted-foreground">No invoices recorded yet.</p>
        ) : null}
        {invoices.data && invoices.data.length > 0 ? (
          <table className="w-full text-sm" aria-label="Invoices">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th className="py-2">Workspace</th>
                <th>Description</th>
                <th>Period start</th>
                <th>Amount</th>
                <th>Status</th>
                <th>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.data.map((invoice) => (
                <tr key={invoice.id} className="border-t">
                  <td className="py-2">{invoice.accountName}</td>
                  <td>{invoice.description}</td>
                  <td>{formatDateTime(invoice.periodStart)}</td>
                  <td>{formatDollars(invoice.amountCents)}</td>
                  <td>
                    <Badge variant={invoice.status === 'paid' ? 'secondary' : 'outline'}>
                      {invoice.status === 'paid' ? 'Paid' : 'Pending'}
                    </Badge>
                  </td>
                  <td className="text-right">
                    {invoice.status === 'pending' ? (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={markPaid.isPending}
                        onClick={() => markPaid.mutate({ invoiceId: invoice.id })}
                      >
                        Mark paid
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </CardContent>
    </Card>
  );
}
