import { ROOFING_CALL_FIELDS } from '../../../shared/agents/call-fields';
import { OPTED_OUT_FIELD } from '../../../shared/agents/post-call-analysis';
import {
  type CallFieldValues,
  formatCallFieldValue,
} from '../../../shared/calls/call-field-values';

const ROOFING = ROOFING_CALL_FIELDS.map((field) => field.name);
const apart = new Set([...ROOFING, OPTED_OUT_FIELD]);

/** The export's call-field cells: one per roofing field, then the agent's own as "name: value; ...". */
export function callFieldCells(values: CallFieldValues | null): string[] {
  const own = Object.entries(values ?? {})
    .filter(([name]) => !apart.has(name))
    .map(([name, value]) => `${name}: ${formatCallFieldValue(value)}`)
    .join('; ');
  return [...ROOFING.map((name) => formatCallFieldValue(values?.[name])), own];
}
