import {
  type CsvParseFailure,
  checkCsvFile,
  decodeCsvBytes,
  parseContactsCsv,
} from '../../../../shared/csv';
import { cleanContactNumbers } from '../../../../shared/phone/clean-contact-numbers';
import type { CountryCode } from '../../../../shared/phone/normalize-phone';
import { contactsCopyPayload, duplicatesCopyPayload } from './copy-contacts';

// Runs in a worker thread (csv-import-pool.ts), so a large file never blocks the API's event loop.

export type CsvImportTask = {
  bytes: Uint8Array;
  fileName: string;
  region: CountryCode;
  list: { id: string; accountId: string };
};
export type PreparedCsvImport = {
  ok: true;
  /** Contacts stored (valid and invalid numbers); duplicates are not among them. */
  count: number;
  invalid: number;
  duplicates: number;
  payload: { contacts: Uint8Array; duplicates: Uint8Array };
};
export type CsvImportPreparation = PreparedCsvImport | CsvParseFailure;

/** Checks, decodes and parses the file with the shared rules, and prepares its COPY rows. */
export default function prepareCsvImport(task: CsvImportTask): CsvImportPreparation {
  const problem = checkCsvFile({ name: task.fileName, size: task.bytes.byteLength });
  if (problem) return problem;
  const decoded = decodeCsvBytes(task.bytes);
  // Postgres text cannot hold NUL; such bytes carry no contact data.
  const text = decoded.includes('\0') ? decoded.replaceAll('\0', '') : decoded;
  const parsed = parseContactsCsv(text);
  if (!parsed.ok) return parsed;
  const cleaned = cleanContactNumbers(parsed.contacts, task.region);
  return {
    ok: true,
    count: cleaned.contacts.length,
    invalid: cleaned.invalid,
    duplicates: cleaned.duplicates.length,
    payload: {
      contacts: Buffer.from(contactsCopyPayload(task.list, cleaned)),
      duplicates: Buffer.from(duplicatesCopyPayload(task.list, cleaned)),
    },
  };
}
