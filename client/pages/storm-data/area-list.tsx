import type { AreaContact, ContactZipDot } from '../../../shared/storm/hail-search';
import { Badge } from '../../components/ui/badge';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';

/**
 * Beside the map (it has no streets): every ZIP inside the area, with how many of the account's
 * contacts it holds, and those contacts with the address their file gave.
 */
export function AreaList({
  zips,
  contactZips,
  contacts,
}: {
  zips: string[];
  contactZips: ContactZipDot[];
  contacts: AreaContact[];
}) {
  const counts = new Map(contactZips.map((dot) => [dot.zip, dot.contacts]));
  const total = contactZips.reduce((sum, dot) => sum + dot.contacts, 0);
  return (
    <aside aria-label="Inside the area" className="flex flex-col gap-2 text-sm">
      <h4 className="font-medium">ZIP codes inside the area ({zips.length})</h4>
      <ul aria-label="ZIP codes inside the area" className="flex flex-wrap gap-1">
        {[...zips].sort().map((zip) => (
          <li key={zip}>
            <Badge variant={counts.has(zip) ? 'default' : 'outline'}>
              {counts.has(zip) ? `${zip} · ${counts.get(zip)} contacts` : zip}
            </Badge>
          </li>
        ))}
      </ul>
      <h4 className="font-medium">Your contacts inside the area ({total})</h4>
      {contacts.length === 0 ? (
        <p className="text-muted-foreground">None of your contacts has a ZIP inside this area.</p>
      ) : (
        <Table aria-label="Your contacts inside the area">
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Phone</TableHead>
              <TableHead>Address</TableHead>
              <TableHead>ZIP</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {contacts.map((contact) => (
              <TableRow key={contact.phoneNumber}>
                <TableCell>{contact.firstName}</TableCell>
                <TableCell>{contact.phoneNumber}</TableCell>
                <TableCell>{contact.address ?? 'No address in the file'}</TableCell>
                <TableCell>{contact.zip}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {contacts.length < total ? (
        <p className="text-xs text-muted-foreground">
          Showing the first {contacts.length} of {total} numbers, by ZIP.
        </p>
      ) : null}
    </aside>
  );
}
