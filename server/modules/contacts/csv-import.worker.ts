import {
  type CsvParseFailure,
  checkCsvFile,
  decodeCsvBytes,
  parseContactsCsv,
} from '../../../shared/csv';
import { contactsCopyPayload } from './copy-contacts';

// Runs in a worker thread (csv-import-pool.ts), so a large file never blocks the API's event loop.

export type CsvImportTask = {
  bytes: Uint8Array;
  fileName: string;
  list: { id: string; accountId: string };
};
export type PreparedCsvImport = { ok: true; count: number; payload: Uint8Array };
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
  const payload = Buffer.from(contactsCopyPayload(task.list, parsed.contacts));
  return { ok: true, count: parsed.contacts.length, payload };
}
