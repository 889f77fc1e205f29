import { useState } from 'react';
import type { ParsedContact } from '../../../shared/csv';
import { countOf } from '../../../shared/format/plural';
import { Pager } from '../../components/pager';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { ContactsPreviewTable } from './contacts-preview-table';

const PAGE_SIZE = 25;

/** 'View All': every parsed row of the local file, paginated in the browser. */
export function AllContactsDialog({
  fileName,
  contacts,
}: {
  fileName: string;
  contacts: readonly ParsedContact[];
}) {
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(contacts.length / PAGE_SIZE));
  const offset = (page - 1) * PAGE_SIZE;
  return (
    <Dialog onOpenChange={(open) => open && setPage(1)}>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="px-0">
          View All
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>All contacts</DialogTitle>
          <DialogDescription>
            {countOf(contacts.length, 'contact')} in {fileName}
          </DialogDescription>
        </DialogHeader>
        <ContactsPreviewTable
          contacts={contacts.slice(offset, offset + PAGE_SIZE)}
          offset={offset}
        />
        <Pager page={page} pageCount={pageCount} onPage={setPage} />
      </DialogContent>
    </Dialog>
  );
}
