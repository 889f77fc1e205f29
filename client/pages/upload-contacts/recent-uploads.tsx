import { listsAhead } from '../../../shared/dialer/campaign-queue';
import { TutorialLink } from '../../components/tutorial-link';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { trpc } from '../../lib/trpc';
import { ListItem } from './list-item';
import { UnfinishedImports } from './unfinished-imports';
import { useListMutations } from './use-list-mutations';

/** The account's contact lists, newest first; click one to see its contacts below. */
export function RecentUploads({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (listId: string) => void;
}) {
  const lists = trpc.contacts.lists.useQuery();
  const mutations = useListMutations();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Uploads</CardTitle>
      </CardHeader>
      <CardContent>
        <UnfinishedImports />
        {lists.isPending ? <Spinner label="Loading your lists..." /> : null}
        {lists.isError ? (
          <LoadError
            title="Could not load your lists"
            error={lists.error}
            onRetry={() => lists.refetch()}
          />
        ) : null}
        {lists.data?.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-6">
            <p className="text-sm text-muted-foreground">No recent uploads found</p>
            <TutorialLink step="csv">How to prepare your contact list</TutorialLink>
          </div>
        ) : null}
        {lists.data && lists.data.length > 0 ? (
          <ul className="grid gap-3" aria-label="Recent uploads">
            {lists.data.map((list) => (
              <ListItem
                key={list.id}
                list={list}
                selected={list.id === selectedId}
                onSelect={() => onSelect(list.id)}
                mutations={mutations}
                queuedAhead={listsAhead(list, lists.data)}
              />
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
