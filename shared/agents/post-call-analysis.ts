/**
 * Custom post-call analysis fields (Retell's `post_call_analysis_data`, reference 1.7): after each
 * call the provider fills `call_analysis.custom_analysis_data` keyed by the fields' names. Generic,
 * so more fields can follow; the locked ones are on every agent the product manages and cannot be
 * removed.
 */
export type AnalysisField =
  | { type: 'boolean' | 'string' | 'number'; name: string; description: string }
  | { type: 'enum'; name: string; description: string; choices: string[] };

/** The homeowner asked not to be called again: the number goes on the do-not-call list. */
export const OPTED_OUT_FIELD = 'opted_out';

export const LOCKED_ANALYSIS_FIELDS: readonly AnalysisField[] = [
  {
    type: 'boolean',
    name: OPTED_OUT_FIELD,
    description:
      'True when the person asked not to be called again (for example "stop calling", "take me off your list", "do not call me"); false otherwise.',
  },
];

/** The fields an agent carries: the locked ones first, then its own (a locked name is never replaced). */
export function analysisFieldsOf(own: readonly AnalysisField[] = []): AnalysisField[] {
  const locked = new Set(LOCKED_ANALYSIS_FIELDS.map((field) => field.name));
  return [...LOCKED_ANALYSIS_FIELDS, ...own.filter((field) => !locked.has(field.name))];
}

/** One field's value from a call's `custom_analysis_data` (anything the provider sent). */
export function analysisValue(customAnalysisData: unknown, name: string): unknown {
  if (typeof customAnalysisData !== 'object' || customAnalysisData === null) return undefined;
  if (Array.isArray(customAnalysisData)) return undefined;
  return Object.hasOwn(customAnalysisData, name)
    ? (customAnalysisData as Record<string, unknown>)[name]
    : undefined;
}
