import { normalizeCsvHeader, ZIP_HEADER_ALIASES } from '../csv/csv-rules';

/** Normalized header names of a street-address column whose text may end with a ZIP. */
export const ADDRESS_HEADER_ALIASES: readonly string[] = [
  'address',
  'street address',
  'full address',
  'mailing address',
  'property address',
  'home address',
  'address1',
  'address 1',
  'address line 1',
];

const ZIPS = new Set(ZIP_HEADER_ALIASES);
const ADDRESSES = new Set(ADDRESS_HEADER_ALIASES);
const ZIP_CELL = /^\s*(\d{3,5})(?:-\d{4})?\s*$/;
const ZIP_IN_TEXT = /(?:^|[^\d-])(\d{5})(?:-\d{4})?(?!\d)/g;

/** The last five-digit ZIP in a text ("12345 Main St, Plano, TX 75093" → 75093), or null. */
export function zipInText(text: string): string | null {
  return [...text.matchAll(ZIP_IN_TEXT)].at(-1)?.[1] ?? null;
}

/**
 * The contact's ZIP as its file gave it (`contacts.zip` keeps it when it is a known ZIP): the first readable
 * ZIP column ("2134" lost its leading zero in a spreadsheet), else the last ZIP in the first
 * address column that has one. Null: no ZIP to place the contact by.
 */
export function contactZip(extra: Readonly<Record<string, string>>): string | null {
  let fromAddress: string | null = null;
  for (const [header, value] of Object.entries(extra)) {
    const name = normalizeCsvHeader(header);
    if (ZIPS.has(name)) {
      const cell = ZIP_CELL.exec(value);
      if (cell) return cell[1]!.padStart(5, '0');
    } else if (fromAddress === null && ADDRESSES.has(name)) {
      fromAddress = zipInText(value);
    }
  }
  return fromAddress;
}

/** The contact's street address as its file gave it (the first address column with text), or null. */
export function contactAddress(extra: Readonly<Record<string, string>>): string | null {
  for (const [header, value] of Object.entries(extra)) {
    if (ADDRESSES.has(normalizeCsvHeader(header)) && value.trim()) return value.trim();
  }
  return null;
}
