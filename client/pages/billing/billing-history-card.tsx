import { BILLING_MESSAGES } from '../../../shared/billing/billing-messages';
import type { InvoiceView } from '../../../shared/billing/billing-view';
import { formatDollars } from '../../../shared/billing/usage';
import { formatDateTime } from '../../../shared/format/date-time';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';

export function BillingHistoryCard({ invoices }: { invoices: InvoiceView[] }) {
  return (
    <Card data-testid="billing-history">
      <CardHeader>
        <CardTitle>Billing History</CardTitle>
      </CardHeader>
      <CardContent>
        {invoices.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">
            {BILLING_MESSAGES.noInvoices}
          </p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Date</TableHead>
                <TableHead>Description</TableHead>
                <TableHead className="text-right">Amount</TableHead>
                <TableHead>Status</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {invoices.map((invoice) => (
                <TableRow key={invoice.id}>
                  <TableCell>{formatDateTime(invoice.date, 'date')}</TableCell>
                  <TableCell>{invoice.description}</TableCell>
                  <TableCell className="text-right">{formatDollars(invoice.amountCents)}</TableCell>
                  <TableCell>
                    <Badge variant={invoice.status === 'paid' ? 'success' : 'warning'}>
                      {invoice.status === 'paid' ? 'Paid' : 'Pending'}
                    </Badge>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
