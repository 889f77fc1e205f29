import type { ParsedContact } from '../../../shared/csv';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';

/** Parsed rows of the local file; `offset` is the index of the first row (for the # column). */
export function ContactsPreviewTable({
  contacts,
  offset = 0,
}: {
  contacts: readonly ParsedContact[];
  offset?: number;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="w-16">#</TableHead>
          <TableHead>Phone Number</TableHead>
          <TableHead>First Name</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {contacts.map((contact, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows of a parsed file have no id.
          <TableRow key={offset + index}>
            <TableCell className="text-muted-foreground">{offset + index + 1}</TableCell>
            <TableCell className="font-mono">{contact.phoneNumber}</TableCell>
            <TableCell>{contact.firstName}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
