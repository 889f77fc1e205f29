import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage, trpc } from '../../lib/trpc';
import { ListItem } from './list-item';
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
        {lists.isPending ? <Spinner label="Loading your lists..." /> : null}
        {lists.isError ? (
          <Alert variant="destructive">
            <AlertTitle>Could not load your lists</AlertTitle>
            <AlertDescription>
              <p>{errorMessage(lists.error, 'Something went wrong. Please try again.')}</p>
              <Button
                variant="outline"
                size="sm"
                className="mt-2 w-fit"
                onClick={() => lists.refetch()}
              >
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}
        {lists.data?.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No recent uploads found</p>
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
              />
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
