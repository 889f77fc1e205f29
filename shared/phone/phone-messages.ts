/** What the product says about phone numbers at import (asserted verbatim in tests). */
export const PHONE_MESSAGES = {
  invalidReason: 'Invalid number',
  duplicateReason: (row: number) => `Duplicate of row ${row}`,
  previewSummary: (valid: number, invalid: number, duplicates: number) =>
    `${valid} valid, ${invalid} invalid, ${duplicates} duplicates`,
  /** Second line of the upload toast, when something was set aside. */
  uploadedNote: (invalid: number, duplicates: number) =>
    `${invalid} invalid ${invalid === 1 ? 'number' : 'numbers'} will not be called; ${duplicates} ${duplicates === 1 ? 'duplicate was' : 'duplicates were'} skipped.`,
  reportLink: 'Download import report',
} as const;

export const PHONE_REGION_MESSAGES = {
  unknownRegion: 'Unknown country or region',
  saved: 'Default country saved',
  label: 'Numbers without a country code are read as',
} as const;
