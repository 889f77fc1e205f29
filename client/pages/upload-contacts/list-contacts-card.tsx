import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { ContactStatus } from '../../../shared/dialer/contact-status';
import { countOf } from '../../../shared/format/plural';
import { Pager } from '../../components/pager';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import type { ListSummary } from '../../lib/dialer-types';
import { trpc } from '../../lib/trpc';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ContactsTable } from './contacts-table';
import { ContactsTableFilters } from './contacts-table-filters';

export const CONTACTS_PAGE_SIZE = 25;

/** The selected list's contacts, paginated on the server and kept live by useDialerLiveUpdates (mounted in app.tsx). */
export function ListContactsCard({ list }: { list: ListSummary }) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<ContactStatus | null>(null);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);

  const query = trpc.contacts.page.useQuery(
    {
      listId: list.id,
      page,
      pageSize: CONTACTS_PAGE_SIZE,
      status: status ?? undefined,
      search: search || undefined,
    },
    { placeholderData: keepPreviousData },
  );
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / CONTACTS_PAGE_SIZE));

  return (
    <Card>
      <CardHeader>
        <CardTitle>Contacts in {list.name}</CardTitle>
        <CardDescription>Statuses update live while the auto-dialer works.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <ContactsTableFilters
          status={status}
          search={searchText}
          onStatus={(next) => {
            setStatus(next);
            setPage(1);
          }}
          onSearch={(next) => {
            setSearchText(next);
            setPage(1);
          }}
        />
        {query.isPending ? <Spinner label="Loading contacts..." /> : null}
        {query.isError ? (
          <LoadError
            title="Could not load the contacts"
            error={query.error}
            onRetry={() => query.refetch()}
          />
        ) : null}
        {query.data && query.data.rows.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            {status || search ? 'No contacts match these filters' : 'This list has no contacts'}
          </p>
        ) : null}
        {query.data && query.data.rows.length > 0 ? (
          <>
            <div className="rounded-md border">
              <ContactsTable rows={query.data.rows} />
            </div>
            <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
              <span>{countOf(total, 'contact')}</span>
              <Pager page={page} pageCount={pageCount} onPage={setPage} />
            </div>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
