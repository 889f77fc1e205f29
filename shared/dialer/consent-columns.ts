/**
 * The optional consent columns of a contacts CSV (compared trimmed and lower-case). Recognised at
 * import; every other column stays an extra column as before.
 */
export const CONSENT_COLUMN_ALIASES = {
  consent: ['consent', 'consented', 'has_consent', 'tcpa_consent', 'opt_in', 'opt-in', 'optin'],
  consentDate: ['consent_date', 'consent date', 'consented_at', 'opt_in_date', 'optin_date'],
  consentSource: ['consent_source', 'consent source', 'opt_in_source', 'optin_source'],
} as const;

const YES = new Set(['yes', 'y', 'true', 't', '1', 'x', 'consented', 'opted in', 'opt-in']);
const NO = new Set(['no', 'n', 'false', 'f', '0', 'declined', 'opted out', 'opt-out']);

/** A consent cell: true, false, or null when empty or not readable either way. */
export function parseConsent(cell: string | null | undefined): boolean | null {
  const value = (cell ?? '').trim().toLowerCase();
  if (YES.has(value)) return true;
  if (NO.has(value)) return false;
  return null;
}

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** A consent date as 'YYYY-MM-DD' (ISO or US month/day/year), or null when not a real date. */
export function parseConsentDate(cell: string | null | undefined): string | null {
  const text = (cell ?? '').trim();
  const iso = ISO_DATE.exec(text);
  const us = US_DATE.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** "0 of 250 contacts have recorded consent" (the start preview of a consent-only campaign). */
export function consentCountText(withConsent: number, total: number): string {
  return `${withConsent} of ${total} contacts have recorded consent`;
}
