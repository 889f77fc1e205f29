import type { FunnelScope } from '../../../../shared/analytics/funnel-inputs';
import { Button } from '../../../components/ui/button';
import { dayRangeToInstants } from '../../../lib/date-range';
import { CallLogFilters, type CallLogFilterValues } from '../../call-logs/call-log-filters';

export const SCOPE_NAMES = ['A', 'B'] as const;

/** The page's filter values as the funnel's scope (dates as the viewer's day range). */
export function toFunnelScope(values: CallLogFilterValues): FunnelScope {
  return {
    ...(values.listId ? { listId: values.listId } : {}),
    ...(values.agentId ? { agentId: values.agentId } : {}),
    ...dayRangeToInstants(values),
  };
}

/** One or two sets of filters (list, agent, dates); a second set compares side by side. */
export function FunnelFilters({
  sets,
  onChange,
  onCompare,
}: {
  sets: CallLogFilterValues[];
  onChange: (index: number, values: CallLogFilterValues) => void;
  onCompare: (compare: boolean) => void;
}) {
  const comparing = sets.length > 1;
  return (
    <div className="flex flex-col gap-3">
      {sets.map((values, index) => (
        <fieldset key={SCOPE_NAMES[index]} className="flex flex-col gap-2 rounded-md border p-3">
          {comparing && (
            <legend className="px-1 text-sm font-medium">Set {SCOPE_NAMES[index]}</legend>
          )}
          <CallLogFilters
            value={values}
            onChange={(next) => onChange(index, next)}
            show={['list', 'agent']}
            idPrefix={index === 0 ? '' : 'compare-'}
          />
        </fieldset>
      ))}
      <div>
        <Button variant="outline" size="sm" onClick={() => onCompare(!comparing)}>
          {comparing ? 'Stop comparing' : 'Compare side by side'}
        </Button>
      </div>
    </div>
  );
}
