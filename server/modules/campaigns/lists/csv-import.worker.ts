import {
  type CsvParseFailure,
  checkCsvFile,
  decodeCsvBytes,
  parseContactsCsv,
} from '../../../../shared/csv';
import { cleanContactNumbers } from '../../../../shared/phone/clean-contact-numbers';
import type { CountryCode } from '../../../../shared/phone/normalize-phone';
import { contactsCopyPayload, duplicatesCopyPayload } from '../model/contact-inserts';
import { type ContactZoneRow, contactZoneRow, zipAndStateOf } from '../model/contact-zone-rows';

// Runs in a worker thread (csv-import-pool.ts), so a large file never blocks the API's event loop.

export type CsvImportTask = {
  bytes: Uint8Array;
  fileName: string;
  region: CountryCode;
  list: { id: string; accountId: string };
  /** The state assumed for a contact with no other zone (the account's schedule), or null. */
  defaultState: string | null;
};
export type PreparedCsvImport = {
  ok: true;
  /** Contacts stored (valid and invalid numbers); duplicates are not among them. */
  count: number;
  invalid: number;
  duplicates: number;
  /** The distinct window keys of the contacts (list_window_keys). */
  windowKeys: string[];
  payload: { contacts: Uint8Array; duplicates: Uint8Array };
};
export type CsvImportPreparation = PreparedCsvImport | CsvParseFailure;

/**
 * Checks, decodes and parses the file with the shared rules, finds each contact's zones and
 * prepares its COPY rows.
 */
export default async function prepareCsvImport(task: CsvImportTask): Promise<CsvImportPreparation> {
  const problem = checkCsvFile({ name: task.fileName, size: task.bytes.byteLength });
  if (problem) return problem;
  const decoded = decodeCsvBytes(task.bytes);
  // Postgres text cannot hold NUL; such bytes carry no contact data.
  const text = decoded.includes('\0') ? decoded.replaceAll('\0', '') : decoded;
  const parsed = parseContactsCsv(text);
  if (!parsed.ok) return parsed;
  const cleaned = cleanContactNumbers(parsed.contacts, task.region);
  const zones: (ContactZoneRow | undefined)[] = [];
  for (const contact of cleaned.contacts) {
    zones.push(
      contact.e164 === null
        ? undefined
        : await contactZoneRow({
            phoneNumber: contact.e164,
            ...zipAndStateOf(contact.extra),
            defaultState: task.defaultState,
          }),
    );
  }
  const windowKeys = new Set(zones.flatMap((row) => (row ? [row.windowKey] : [])));
  return {
    ok: true,
    count: cleaned.contacts.length,
    invalid: cleaned.invalid,
    duplicates: cleaned.duplicates.length,
    windowKeys: [...windowKeys],
    payload: {
      contacts: Buffer.from(contactsCopyPayload(task.list, cleaned, zones)),
      duplicates: Buffer.from(duplicatesCopyPayload(task.list, cleaned)),
    },
  };
}
