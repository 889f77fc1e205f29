import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';

/** Says whether a list follows the defaults, and lets a list with its own settings go back. */
export function ScopeNote({
  listId,
  usesDefaults,
}: {
  listId: string | null;
  usesDefaults: boolean;
}) {
  const utils = trpc.useUtils();
  const reset = trpc.campaignSettings.useDefaults.useMutation({
    onSuccess: () => {
      toast.success('This list now uses the default settings');
      void utils.campaignSettings.get.invalidate();
      void utils.contacts.lists.invalidate();
    },
    onError: (error) => toast.error(errorMessage(error, 'Something went wrong. Please try again.')),
  });

  if (listId === null) {
    return (
      <p className="text-sm text-muted-foreground">
        New uploads get these settings, and so does every list without settings of its own.
      </p>
    );
  }
  if (usesDefaults) {
    return (
      <p className="text-sm text-muted-foreground">
        This list uses the default settings. Saving call settings here gives it its own.
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
      <span>This list has its own call settings.</span>
      <Button
        variant="outline"
        size="sm"
        disabled={reset.isPending}
        onClick={() => reset.mutate({ listId })}
      >
        {reset.isPending ? 'Resetting...' : 'Use defaults'}
      </Button>
    </div>
  );
}
