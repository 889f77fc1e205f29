import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth';
import { trpc } from '../../lib/trpc';
import { ImportProgress, NoaaArchiveState } from './noaa-archive-state';
import { NoaaImportForm } from './noaa-import-form';

const POLL_WHILE_RUNNING_MS = 1000;

/** The NOAA Storm Data tab: the shared archive's state for everyone, imports for admins. */
export function NoaaTab() {
  const { user } = useAuth();
  const archive = trpc.storm.archive.useQuery(undefined, {
    refetchInterval: (query) =>
      query.state.data?.imports.some((row) => row.status === 'running')
        ? POLL_WHILE_RUNNING_MS
        : false,
  });
  const running = archive.data?.imports.find((row) => row.status === 'running');
  return (
    <Card>
      <CardHeader>
        <CardTitle>NOAA Storm Data</CardTitle>
        <CardDescription>
          Official NOAA hail reports: NCEI Storm Events (published months later) and SPC same-day
          reports (preliminary), shared by every account.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {archive.isPending ? <Spinner label="Loading the archive..." /> : null}
        {archive.isError ? (
          <LoadError
            title="Could not load the NOAA archive"
            error={archive.error}
            onRetry={() => archive.refetch()}
          />
        ) : null}
        {running ? <ImportProgress running={running} /> : null}
        {archive.data ? <NoaaArchiveState state={archive.data} /> : null}
        {user?.isAdmin ? <NoaaImportForm onChanged={() => void archive.refetch()} /> : null}
      </CardContent>
    </Card>
  );
}
