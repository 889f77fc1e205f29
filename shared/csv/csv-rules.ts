/** Largest accepted upload: 10 MB. A file of exactly this many bytes is accepted. */
export const MAX_CSV_BYTES = 10 * 1024 * 1024;

/** Most columns a file may have (header or any row); wider files are refused before parsing rows. */
export const MAX_CSV_COLUMNS = 100;

/** Longest row, in UTF-8 bytes, line breaks excluded. */
export const MAX_CSV_ROW_BYTES = 64 * 1024;

/** Number of contacts shown in the browser preview table. */
export const PREVIEW_ROWS = 5;

/** Required file-name suffix, compared case-insensitively. */
export const CSV_FILE_EXTENSION = '.csv';

/** Normalized (trimmed, lower-case) header names accepted as the phone column. */
export const PHONE_HEADER_ALIASES: readonly string[] = ['phone', 'phone number', 'phonenumber'];

/** Normalized (trimmed, lower-case) header names accepted as the first-name column. */
export const FIRST_NAME_HEADER_ALIASES: readonly string[] = [
  'first_name',
  'first name',
  'firstname',
  'name',
];

/** How header cells are compared against the alias lists. */
export function normalizeCsvHeader(header: string): string {
  return header.trim().toLowerCase();
}

/** Normalized header names read as the contact's ZIP code (its time zone and state). */
export const ZIP_HEADER_ALIASES: readonly string[] = [
  'zip',
  'zip code',
  'zipcode',
  'zip_code',
  'postal code',
  'postal_code',
  'postcode',
];

/** Normalized header names read as the contact's state. */
export const STATE_HEADER_ALIASES: readonly string[] = ['state', 'st', 'state code'];
