import { countOf } from '../../../shared/format/plural';
import { Progress } from '../../components/ui/progress';
import type { ListSummary } from '../../lib/dialer-types';
import { computeListProgress } from './list-progress';

/** How far the dialer got through a list: contacts called at least once, and counts per status. */
export function ListProgressSummary({ list }: { list: ListSummary }) {
  const progress = computeListProgress(list.counts, list.contactCount);
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between text-xs text-muted-foreground">
        <span>
          {progress.called} of {countOf(progress.total, 'contact')} called at least once
        </span>
        <span>{progress.percent}%</span>
      </div>
      <Progress
        value={progress.percent}
        aria-label={`${list.name}: ${progress.percent}% of contacts called`}
      />
      <ul
        className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground"
        aria-label="Contacts by status"
      >
        {progress.breakdown.map(({ status, count }) => (
          <li key={status}>
            {status}: <span className="font-medium text-foreground">{count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
