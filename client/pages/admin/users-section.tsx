import { useState } from 'react';
import type { AdminUser } from '../../../shared/admin/admin-schemas';
import { INPUT_LIMITS } from '../../../shared/validation/input-limits';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { trpc } from '../../lib/trpc';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { UsersTable } from './users-table';

/** Every user of every workspace: search, and a 'Load more' keyset pager. */
export function UsersSection() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const users = trpc.admin.users.useInfiniteQuery(
    { search: debounced || undefined },
    { getNextPageParam: (last) => last.nextCursor ?? undefined },
  );
  const rows: AdminUser[] = users.data?.pages.flatMap((page) => page.users) ?? [];

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Users</CardTitle>
        <Input
          type="search"
          aria-label="Search users"
          placeholder="Search by e-mail, name or workspace"
          className="w-full sm:w-80"
          maxLength={INPUT_LIMITS.search}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {users.isPending ? <Spinner label="Loading users..." /> : null}
        {users.isError ? (
          <LoadError
            title="Users could not be loaded"
            error={users.error}
            onRetry={() => users.refetch()}
          />
        ) : null}
        {users.isSuccess && rows.length === 0 ? (
          <p className="text-muted-foreground">No users match "{debounced}".</p>
        ) : null}
        {rows.length > 0 ? <UsersTable users={rows} /> : null}
        {users.hasNextPage ? (
          <Button
            variant="outline"
            className="w-fit self-center"
            disabled={users.isFetchingNextPage}
            onClick={() => users.fetchNextPage()}
          >
            {users.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
