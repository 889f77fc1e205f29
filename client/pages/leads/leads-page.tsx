import { Card, CardContent } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { BulkActions } from './bulk-actions';
import { LeadsFilterBar, LeadsPager } from './leads-page-sections';
import { LeadsTable } from './leads-table';
import { StageCounts } from './stage-counts';
import { useLeadsPage } from './use-leads-page';

/** Contacts of every list as leads: counts per stage, filters, bulk actions, 50 per page. */
export function LeadsPage() {
  const leads = useLeadsPage();
  const { page, selection } = leads;
  return (
    <section className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Leads</h1>
        <p className="text-muted-foreground">
          Every contact of every list, by pipeline stage. Calls move contacts on and tag them
          (Booked, Hot lead, Not interested); you can move and tag them by hand too.
        </p>
      </header>
      <StageCounts counts={leads.counts.data} selected={leads.stage} onSelect={leads.selectStage} />
      <LeadsFilterBar
        searchText={leads.searchText}
        onSearchText={leads.changeSearchText}
        tag={leads.tag}
        tagChoices={leads.tags.data}
        onTag={leads.changeTag}
        filters={leads.filters}
      />
      <BulkActions contactIds={[...selection.selected]} onDone={selection.clear} />
      <Card>
        <CardContent className="flex flex-col gap-3 pt-4">
          {page.isPending ? <Spinner label="Loading leads..." /> : null}
          {page.isError ? (
            <LoadError
              title="Could not load leads"
              error={page.error}
              onRetry={() => page.refetch()}
            />
          ) : null}
          {page.data && page.data.rows.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">No leads match</p>
          ) : null}
          {page.data && page.data.rows.length > 0 ? (
            <LeadsTable
              rows={page.data.rows}
              selected={selection.selected}
              onToggle={selection.toggle}
            />
          ) : null}
          <LeadsPager
            onFirst={leads.reset}
            firstDisabled={leads.cursors.length === 0}
            onNext={leads.nextPage}
            nextDisabled={!page.data?.nextCursor}
          />
        </CardContent>
      </Card>
    </section>
  );
}
