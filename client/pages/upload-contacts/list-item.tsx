import { formatDateTime } from '../../../shared/format/date-time';
import { countOf } from '../../../shared/format/plural';
import { PHONE_MESSAGES } from '../../../shared/phone/phone-messages';
import { CampaignStateBadge, DialerRunningIndicator } from '../../components/status-badges';
import { cn } from '../../lib/cn';
import type { ListSummary } from '../../lib/dialer-types';
import { ConsentSetting } from './consent-setting';
import { DeleteListDialog } from './delete-list-dialog';
import { ListDialerActions } from './list-dialer-actions';
import { ListProgressSummary } from './list-progress-summary';
import { RenameListDialog } from './rename-list-dialog';
import type { ListMutations } from './use-list-mutations';

/** One entry of Recent Uploads: summary, live state and progress, controls. */
export function ListItem({
  list,
  selected,
  onSelect,
  mutations,
  queuedAhead,
}: {
  list: ListSummary;
  /** Lists of the account queued before this one (a queued list). */
  queuedAhead: number;
  selected: boolean;
  onSelect: () => void;
  mutations: ListMutations;
}) {
  return (
    <li
      aria-label={list.name}
      className={cn(
        'grid grid-cols-[minmax(0,1fr)] gap-3 rounded-lg border p-4 transition-colors',
        selected ? 'border-primary bg-primary/5' : 'hover:bg-muted/40',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 max-w-full gap-1">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <button
              type="button"
              onClick={onSelect}
              aria-pressed={selected}
              className="max-w-full truncate text-left font-medium hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {list.name}
            </button>
            <RenameListDialog list={list} rename={mutations.rename} />
            <CampaignStateBadge
              state={list.state}
              nextRunAt={list.nextRunAt}
              wait={{
                waitReason: list.waitReason,
                waitZone: list.waitZone,
                queuedAhead,
                endReason: list.endReason,
              }}
            />
            {list.state === 'running' ? <DialerRunningIndicator /> : null}
          </div>
          <p className="text-xs break-all text-muted-foreground">
            {formatDateTime(list.createdAt)} · {countOf(list.contactCount, 'contact')} ·{' '}
            {list.fileName}
            {list.invalidCount + list.duplicateCount > 0 ? (
              <>
                {' · '}
                <a
                  href={`/api/lists/${list.id}/import-report.csv`}
                  download="import-report.csv"
                  className="text-primary underline underline-offset-4"
                >
                  {PHONE_MESSAGES.reportLink}
                </a>
              </>
            ) : null}
          </p>
          {list.pauseReason ? (
            <p role="alert" className="text-sm text-destructive">
              Paused by the dialer: {list.pauseReason}
            </p>
          ) : null}
          {list.endReason ? <p className="text-sm">{list.endReason}</p> : null}
          {list.description ? (
            <p className="text-sm text-muted-foreground">{list.description}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ListDialerActions list={list} mutations={mutations} />
          <DeleteListDialog list={list} remove={mutations.remove} />
        </div>
      </div>
      <ConsentSetting list={list} />
      <ListProgressSummary list={list} />
    </li>
  );
}
