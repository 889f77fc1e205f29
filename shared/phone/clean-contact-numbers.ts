import type { ParsedContact } from '../csv/parse-contacts-csv';
import { type CountryCode, DEFAULT_PHONE_REGION, toE164 } from './normalize-phone';
import { PHONE_MESSAGES } from './phone-messages';

export { PHONE_MESSAGES };

const PROGRESS_EVERY = 5_000;

/** A contact to store: its file row (from 1), its number as written and in E.164 (null = invalid). */
export type CleanContact = ParsedContact & { rowNumber: number; e164: string | null };

/** A row the import did not store as a callable contact, for the import report. */
export type RejectedRow = { rowNumber: number; original: string; reason: string };

export type CleanedContacts = {
  /** Every contact to store, invalid numbers included (they are never dialled). */
  contacts: CleanContact[];
  valid: number;
  invalid: number;
  /** Rows dropped because an earlier row has the same E.164 number. */
  duplicates: (RejectedRow & { duplicateOfRow: number })[];
};

/**
 * The one rule for numbers at import, shared by the preview and the server: each number becomes
 * E.164 in `region` when it has no country code; invalid ones stay (marked), a repeat of an
 * earlier valid number in the same file is dropped and counted.
 */
export function cleanContactNumbers(
  parsed: readonly ParsedContact[],
  region: CountryCode = DEFAULT_PHONE_REGION,
  onProgress?: (done: number, total: number) => void,
): CleanedContacts {
  const firstRowOf = new Map<string, number>();
  const contacts: CleanContact[] = [];
  const duplicates: CleanedContacts['duplicates'] = [];
  let invalid = 0;
  for (let i = 0; i < parsed.length; i++) {
    const contact = parsed[i]!;
    const rowNumber = i + 1;
    if (onProgress && i % PROGRESS_EVERY === 0) onProgress(i, parsed.length);
    const e164 = toE164(contact.phoneNumber, region);
    if (e164 === null) {
      invalid++;
    } else {
      const first = firstRowOf.get(e164);
      if (first !== undefined) {
        duplicates.push({
          rowNumber,
          original: contact.phoneNumber,
          reason: PHONE_MESSAGES.duplicateReason(first),
          duplicateOfRow: first,
        });
        continue;
      }
      firstRowOf.set(e164, rowNumber);
    }
    // Built field by field: an object spread costs microseconds per row at 250,000 rows.
    contacts.push({
      phoneNumber: contact.phoneNumber,
      firstName: contact.firstName,
      extra: contact.extra,
      rowNumber,
      e164,
    });
  }
  return { contacts, valid: contacts.length - invalid, invalid, duplicates };
}

/** The import report's rows: invalid and duplicate rows in file order. */
export function rejectedRows(cleaned: CleanedContacts): RejectedRow[] {
  const invalid = cleaned.contacts
    .filter((contact) => contact.e164 === null)
    .map((contact) => ({
      rowNumber: contact.rowNumber,
      original: contact.phoneNumber,
      reason: PHONE_MESSAGES.invalidReason,
    }));
  return [...invalid, ...cleaned.duplicates.map(({ duplicateOfRow: _, ...row }) => row)].sort(
    (a, b) => a.rowNumber - b.rowNumber,
  );
}
