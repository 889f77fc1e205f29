import type { VariantsView } from '../../../shared/ab/variant-types';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { trpc } from '../../lib/trpc';
import { VariantResultsTable } from './variant-results';
import { VariantsForm } from './variants-form';

/** The Variants tab: a list's A/B script test (agents and weights), its results and actions. */
export function VariantsTab({ listId }: { listId: string | null }) {
  if (listId === null) {
    return (
      <p className="text-sm text-muted-foreground">
        Choose a list above to test 2 to 4 voice agents against each other on its contacts.
      </p>
    );
  }
  return <ListVariants listId={listId} />;
}

function ListVariants({ listId }: { listId: string }) {
  const view = trpc.variants.get.useQuery({ listId });
  if (view.isPending) return <Spinner label="Loading variants..." />;
  if (view.isError) {
    return (
      <LoadError
        title="Could not load the variants"
        error={view.error}
        onRetry={() => view.refetch()}
      />
    );
  }
  const data: VariantsView = view.data;
  return (
    <div className="grid gap-8">
      <VariantsForm key={view.dataUpdatedAt} listId={listId} view={data} />
      {data.variants.length > 0 ? <VariantResultsTable listId={listId} /> : null}
    </div>
  );
}
