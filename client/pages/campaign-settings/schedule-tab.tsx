import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { trpc } from '../../lib/trpc';
import { ScheduleForm } from './schedule-form';

/** The Schedule tab: calling hours of the defaults or of one list, loaded on their own. */
export function ScheduleTab({ listId }: { listId: string | null }) {
  const schedule = trpc.campaignSettings.schedule.useQuery({ listId });
  if (schedule.isPending) return <Spinner label="Loading calling hours..." />;
  if (schedule.isError) {
    return (
      <LoadError
        title="Could not load the calling hours"
        error={schedule.error}
        onRetry={() => schedule.refetch()}
      />
    );
  }
  return (
    <ScheduleForm
      key={`${listId ?? 'defaults'}-${schedule.dataUpdatedAt}`}
      listId={listId}
      view={schedule.data}
    />
  );
}
