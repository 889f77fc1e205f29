import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { DNC_SOURCE_LABELS, type DoNotCallEntry } from '../../../shared/dialer/do-not-call-inputs';
import { evidenceHref } from '../../../shared/dialer/evidence-pack';
import { formatDateTime } from '../../../shared/format/date-time';
import { countOf } from '../../../shared/format/plural';
import { Pager } from '../../components/pager';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';
import { toast } from '../../components/ui/toaster';
import { useAuth } from '../../lib/auth';
import { errorMessage, trpc } from '../../lib/trpc';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { RemoveNumberButton } from './remove-number-button';

/** The account's do-not-call numbers, searchable, newest first, each removable by an owner. */
export function NumbersCard() {
  const utils = trpc.useUtils();
  const owner = useAuth().user?.role === 'owner';
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const query = trpc.doNotCall.page.useQuery(
    { page, search: search || undefined },
    { placeholderData: keepPreviousData },
  );
  const remove = trpc.doNotCall.remove.useMutation({
    onSuccess: () => {
      toast.success('Removed from the do-not-call list');
      void utils.doNotCall.page.invalidate();
      void utils.contacts.page.invalidate();
    },
    onError: (error) => toast.error(errorMessage(error, 'Something went wrong. Please try again.')),
  });
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / (query.data?.pageSize ?? 1)));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Numbers on the list</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Input
          type="search"
          aria-label="Search numbers"
          placeholder="Search digits"
          className="sm:max-w-xs"
          value={searchText}
          maxLength={100}
          onChange={(event) => {
            setSearchText(event.target.value);
            setPage(1);
          }}
        />
        {query.isPending ? <Spinner label="Loading numbers..." /> : null}
        {query.isError ? (
          <LoadError
            title="Could not load the list"
            error={query.error}
            onRetry={() => query.refetch()}
          />
        ) : null}
        {query.data && query.data.entries.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            {search ? 'No numbers match' : 'No numbers on the do-not-call list yet'}
          </p>
        ) : null}
        {query.data && query.data.entries.length > 0 ? (
          <>
            {owner ? null : (
              <p className="text-sm text-muted-foreground">
                Only account owners can remove numbers from the list.
              </p>
            )}
            <NumbersTable
              entries={query.data.entries}
              removing={remove.isPending}
              onRemove={
                owner
                  ? (phoneNumber, reason) => remove.mutate({ numbers: [phoneNumber], reason })
                  : null
              }
            />
            <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
              <span>{countOf(total, 'number')}</span>
              <Pager page={page} pageCount={pageCount} onPage={setPage} />
            </div>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

function NumbersTable(props: {
  entries: readonly DoNotCallEntry[];
  removing: boolean;
  /** null: the viewer may not remove numbers (members). */
  onRemove: ((phoneNumber: string, reason?: string) => void) | null;
}) {
  const { entries, removing, onRemove } = props;
  return (
    <Table aria-label="Do-not-call numbers">
      <TableHeader>
        <TableRow>
          <TableHead>Phone Number</TableHead>
          <TableHead>Source</TableHead>
          <TableHead>Added</TableHead>
          {onRemove ? <TableHead className="text-right">Actions</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.phoneNumber}>
            <TableCell className="font-mono">{entry.phoneNumber}</TableCell>
            <TableCell>{DNC_SOURCE_LABELS[entry.source]}</TableCell>
            <TableCell className="text-muted-foreground">
              {formatDateTime(entry.createdAt)}
            </TableCell>
            {onRemove ? (
              <TableCell className="flex items-center justify-end gap-2">
                <Link
                  href={evidenceHref(entry.phoneNumber)}
                  className="text-sm text-primary underline"
                  aria-label={`Evidence pack for ${entry.phoneNumber}`}
                >
                  Evidence
                </Link>
                <RemoveNumberButton
                  optedOut={entry.source === 'opt-out'}
                  removing={removing}
                  onRemove={(reason) => onRemove(entry.phoneNumber, reason)}
                />
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
