import { formatDateTime } from '../../../shared/format/date-time';
import { ContactStatusBadge } from '../../components/status-badges';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';
import type { ContactRow } from '../../lib/dialer-types';
import { DoNotCallButton } from '../do-not-call/do-not-call-button';
import { ContactDetailsDialog } from './contact-details-dialog';

/** One page of a list's contacts as the server has them. */
export function ContactsTable({ rows }: { rows: readonly ContactRow[] }) {
  return (
    <Table aria-label="Contacts">
      <TableHeader>
        <TableRow>
          <TableHead className="w-16">#</TableHead>
          <TableHead>Phone Number</TableHead>
          <TableHead>First Name</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Attempts</TableHead>
          <TableHead>Last Attempt</TableHead>
          <TableHead>Skip reason</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-contact-id={row.id}>
            <TableCell className="text-muted-foreground">{row.rowNumber}</TableCell>
            <TableCell className="font-mono">{row.phoneNumber}</TableCell>
            <TableCell>{row.firstName}</TableCell>
            <TableCell>
              <ContactStatusBadge status={row.status} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{row.attempts}</TableCell>
            <TableCell className="text-muted-foreground">
              {row.lastAttemptAt ? formatDateTime(row.lastAttemptAt) : '—'}
            </TableCell>
            <TableCell className="text-muted-foreground" data-testid="skip-reason">
              {row.skipReason ?? '—'}
            </TableCell>
            <TableCell className="text-right">
              <ContactDetailsDialog contactId={row.id} name={row.firstName} />
              <DoNotCallButton contactId={Number(row.id)} status={row.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
