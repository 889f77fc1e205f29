import { CALL_FIELD, type CallField, ROOFING_CALL_FIELDS } from '../agents/call-fields';

/** One call's analysis values as stored: field name → what the provider filled in. */
export type CallFieldValues = Record<string, boolean | number | string>;

const MAX_FIELDS = 30;
const MAX_TEXT = 500;
const FIELD_NAME = /^[a-z][a-z0-9_]{0,39}$/;

/**
 * The storable part of a call's `custom_analysis_data`: plain values under field-like names,
 * text cut to 500 characters, at most 30 fields. Anything else the provider sent is left out.
 */
export function callFieldValues(customAnalysisData: unknown): CallFieldValues | null {
  if (typeof customAnalysisData !== 'object' || customAnalysisData === null) return null;
  if (Array.isArray(customAnalysisData)) return null;
  const values: CallFieldValues = {};
  for (const [name, value] of Object.entries(customAnalysisData)) {
    if (Object.keys(values).length >= MAX_FIELDS) break;
    if (!FIELD_NAME.test(name)) continue;
    if (typeof value === 'boolean') values[name] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) values[name] = value;
    else if (typeof value === 'string') values[name] = value.slice(0, MAX_TEXT);
  }
  return Object.keys(values).length > 0 ? values : null;
}

/** A field's name as people read it: "roof_age_years" → "Roof age years". */
export function callFieldLabel(name: string): string {
  const LABELS: Record<string, string> = {
    [CALL_FIELD.appointmentBooked]: 'Appointment booked',
    [CALL_FIELD.roofDamageReported]: 'Roof damage reported',
    [CALL_FIELD.insuranceClaimFiled]: 'Insurance claim filed',
    [CALL_FIELD.roofAgeYears]: 'Roof age (years)',
    [CALL_FIELD.callbackRequested]: 'Callback requested',
    opted_out: 'Opted out',
  };
  const label = LABELS[name] ?? name.replaceAll('_', ' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** A stored value as people read it: Yes / No for booleans, the value otherwise. */
export function formatCallFieldValue(value: boolean | number | string | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** A value a Call Logs filter can ask of a field; `null` = "has a value". */
export type CallFieldFilterChoice = { label: string; field: string; value: string | null };

function choicesOf(field: CallField): CallFieldFilterChoice[] {
  const label = callFieldLabel(field.name);
  if (field.type === 'boolean') {
    return [
      { label: `${label}: Yes`, field: field.name, value: 'true' },
      { label: `${label}: No`, field: field.name, value: 'false' },
    ];
  }
  if (field.type === 'enum') {
    return field.choices.map((choice) => ({
      label: `${label}: ${choice}`,
      field: field.name,
      value: choice,
    }));
  }
  return [{ label: `${label}: any value`, field: field.name, value: null }];
}

/** The Call Logs filter's call-field choices (the roofing fields). */
export const CALL_FIELD_FILTER_CHOICES: readonly CallFieldFilterChoice[] =
  ROOFING_CALL_FIELDS.flatMap(choicesOf);

/** A choice's key in a form: "field=value", or "field" for "has a value". */
export const callFieldChoiceKey = (choice: CallFieldFilterChoice) =>
  choice.value === null ? choice.field : `${choice.field}=${choice.value}`;
