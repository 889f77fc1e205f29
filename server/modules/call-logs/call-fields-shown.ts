import { ROOFING_CALL_FIELDS } from '../../../shared/agents/call-fields';
import {
  type CallFieldValues,
  callFieldLabel,
  formatCallFieldValue,
} from '../../../shared/calls/call-field-values';

const ROOFING_ORDER = ROOFING_CALL_FIELDS.map((field) => field.name);
const rank = (name: string) => {
  const at = ROOFING_ORDER.indexOf(name);
  return at === -1 ? ROOFING_ORDER.length : at;
};

/** A call's field values for the details panel: the roofing fields first, then the rest by name. */
export function callFieldsShown(values: CallFieldValues | null) {
  if (!values) return [];
  return Object.keys(values)
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((name) => ({
      name,
      label: callFieldLabel(name),
      value: formatCallFieldValue(values[name]),
    }));
}
