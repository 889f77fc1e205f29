import type { LeadFilters } from '../../../shared/leads/pipeline';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { viewerTimeZone } from '../../lib/date-range';

/** The CSV of the leads under these filters, dates in the viewer's time zone. */
function pipelineExportUrl(filters: LeadFilters): string {
  const params = new URLSearchParams({
    ...(filters as Record<string, string>),
    timeZone: viewerTimeZone(),
  });
  return `/api/leads/export.csv?${params.toString()}`;
}

/** Search, tag filter and the pipeline export link. */
export function LeadsFilterBar({
  searchText,
  onSearchText,
  tag,
  tagChoices,
  onTag,
  filters,
}: {
  searchText: string;
  onSearchText: (text: string) => void;
  tag: string;
  tagChoices: readonly string[] | undefined;
  onTag: (tag: string) => void;
  filters: LeadFilters;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Input
        type="search"
        aria-label="Search leads"
        placeholder="Search name, phone or ZIP"
        className="sm:max-w-xs"
        maxLength={60}
        value={searchText}
        onChange={(e) => onSearchText(e.target.value)}
      />
      <div className="w-48">
        <Select aria-label="Tag" value={tag} onChange={(e) => onTag(e.target.value)}>
          <option value="">All tags</option>
          {tagChoices?.map((t) => (
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
  );
}

/** First page / Next page under the leads table. */
export function LeadsPager({
  onFirst,
  firstDisabled,
  onNext,
  nextDisabled,
}: {
  onFirst: () => void;
  firstDisabled: boolean;
  onNext: () => void;
  nextDisabled: boolean;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" size="sm" disabled={firstDisabled} onClick={onFirst}>
        First page
      </Button>
      <Button variant="outline" size="sm" disabled={nextDisabled} onClick={onNext}>
        Next page
      </Button>
    </div>
  );
}
