import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { LeadFilters, PipelineStage } from '../../../shared/leads/pipeline';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { LoadError } from '../../components/ui/load-error';
import { Select } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { viewerTimeZone } from '../../lib/date-range';
import { trpc } from '../../lib/trpc';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { BulkActions } from './bulk-actions';
import { LeadsTable } from './leads-table';
import { StageCounts } from './stage-counts';

/** The CSV of the leads under these filters, dates in the viewer's time zone. */
function pipelineExportUrl(filters: LeadFilters): string {
  const params = new URLSearchParams({
    ...(filters as Record<string, string>),
    timeZone: viewerTimeZone(),
  });
  return `/api/leads/export.csv?${params.toString()}`;
}

/** Contacts of every list as leads: counts per stage, filters, bulk actions, 50 per page. */
export function LeadsPage() {
  const [stage, setStage] = useState<PipelineStage | undefined>();
  const [tag, setTag] = useState('');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const [cursors, setCursors] = useState<string[]>([]);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const filters: LeadFilters = {
    ...(stage ? { stage } : {}),
    ...(tag ? { tag } : {}),
    ...(search ? { search } : {}),
  };
  const reset = () => {
    setCursors([]);
    setSelected(new Set());
  };
  const counts = trpc.leads.stageCounts.useQuery({
    filters: { ...(tag ? { tag } : {}), ...(search ? { search } : {}) },
  });
  const tags = trpc.leads.tagChoices.useQuery();
  const page = trpc.leads.page.useQuery(
    { filters, cursor: cursors.at(-1) ?? null },
    { placeholderData: keepPreviousData },
  );
  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <section className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Leads</h1>
        <p className="text-muted-foreground">
          Every contact of every list, by pipeline stage. Calls move contacts on and tag them
          (Booked, Hot lead, Not interested); you can move and tag them by hand too.
        </p>
      </header>
      <StageCounts
        counts={counts.data}
        selected={stage}
        onSelect={(s) => {
          setStage(s);
          reset();
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Input
          type="search"
          aria-label="Search leads"
          placeholder="Search name or digits"
          className="sm:max-w-xs"
          maxLength={60}
          value={searchText}
          onChange={(e) => {
            setSearchText(e.target.value);
            reset();
          }}
        />
        <div className="w-48">
          <Select
            aria-label="Tag"
            value={tag}
            onChange={(e) => {
              setTag(e.target.value);
              reset();
            }}
          >
            <option value="">All tags</option>
            {tags.data?.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </Select>
        </div>
        <Button variant="outline" asChild className="sm:ml-auto">
          <a href={pipelineExportUrl(filters)} download>
            Export pipeline
          </a>
        </Button>
      </div>
      <BulkActions contactIds={[...selected]} onDone={() => setSelected(new Set())} />
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
            <LeadsTable rows={page.data.rows} selected={selected} onToggle={toggle} />
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="outline" size="sm" disabled={cursors.length === 0} onClick={reset}>
              First page
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={!page.data?.nextCursor}
              onClick={() => {
                const next = page.data?.nextCursor;
                if (next) setCursors((c) => [...c, next]);
              }}
            >
              Next page
            </Button>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
