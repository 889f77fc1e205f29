import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { LeadFilters, PipelineStage } from '../../../shared/leads/pipeline';
import { trpc } from '../../lib/trpc';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** The checked rows of the leads table. */
function useSelection() {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const clear = () => setSelected(new Set());
  return { selected, toggle, clear };
}

/** The leads page's filters, keyset pages and selection, and the queries they drive. */
export function useLeadsPage() {
  const [stage, setStage] = useState<PipelineStage | undefined>();
  const [tag, setTag] = useState('');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const [cursors, setCursors] = useState<string[]>([]);
  const selection = useSelection();
  const filters: LeadFilters = {
    ...(stage ? { stage } : {}),
    ...(tag ? { tag } : {}),
    ...(search ? { search } : {}),
  };
  const reset = () => {
    setCursors([]);
    selection.clear();
  };
  const counts = trpc.leads.stageCounts.useQuery({
    filters: { ...(tag ? { tag } : {}), ...(search ? { search } : {}) },
  });
  const tags = trpc.leads.tagChoices.useQuery();
  const page = trpc.leads.page.useQuery(
    { filters, cursor: cursors.at(-1) ?? null },
    { placeholderData: keepPreviousData },
  );
  const nextPage = () => {
    const next = page.data?.nextCursor;
    if (next) setCursors((c) => [...c, next]);
  };
  const withReset =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      reset();
    };

  return {
    stage,
    tag,
    searchText,
    filters,
    cursors,
    counts,
    tags,
    page,
    selection,
    reset,
    nextPage,
    selectStage: withReset(setStage),
    changeTag: withReset(setTag),
    changeSearchText: withReset(setSearchText),
  };
}
