import type { CallLogFilters } from '../../../shared/calls/call-log-inputs';
import { dayRangeToInstants } from '../../lib/date-range';
import type { CallLogFilterValues } from './call-log-filters';

/** The form's values as the API's filters (empty choices left out). */
export function toCallLogFilters(values: CallLogFilterValues): CallLogFilters {
  const filters: Record<string, string> = {};
  if (values.listId) filters.listId = values.listId;
  if (values.status) filters.status = values.status;
  if (values.agentId) filters.agentId = values.agentId;
  if (values.kind) filters.kind = values.kind;
  if (values.callField) {
    const [fieldName, fieldValue] = values.callField.split('=', 2);
    if (fieldName) filters.fieldName = fieldName;
    if (fieldValue !== undefined) filters.fieldValue = fieldValue;
  }
  if (values.direction) filters.direction = values.direction;
  return { ...(filters as CallLogFilters), ...dayRangeToInstants(values) };
}

/** The export URL of the filtered log, dates in the viewer's time zone. */
export function exportUrl(filters: CallLogFilters, timeZone: string): string {
  const params = new URLSearchParams({ ...(filters as Record<string, string>), timeZone });
  return `/api/calls/export.csv?${params.toString()}`;
}
