import Papa from 'papaparse';
import { normalizeCsvHeader, PHONE_HEADER_ALIASES } from './csv-rules';

// Isomorphic: the do-not-call import reads the file in the browser and sends the numbers.

/** Headers accepted as the number column of a do-not-call file (besides the contacts' aliases). */
export const DNC_PHONE_ALIASES = new Set([
  ...PHONE_HEADER_ALIASES,
  'phone_number',
  'number',
  'e164',
]);

/**
 * The numbers of a do-not-call CSV: the column headed like a phone number, or, in a file without
 * such a header (a plain list of numbers), the first column of every row. Blank cells are skipped.
 */
export function parseDoNotCallCsv(text: string): string[] {
  const { data } = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  if (data.length === 0) return [];
  const headerIndex = data[0]!.findIndex((cell) => DNC_PHONE_ALIASES.has(normalizeCsvHeader(cell)));
  const column = headerIndex === -1 ? 0 : headerIndex;
  const rows = headerIndex === -1 ? data : data.slice(1);
  return rows.map((row) => (row[column] ?? '').trim()).filter((cell) => cell !== '');
}

/** Splits numbers into requests of at most `size`. */
export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
