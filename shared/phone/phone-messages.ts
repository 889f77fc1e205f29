/** What the product says about phone numbers at import (asserted verbatim in tests). */
export const PHONE_MESSAGES = {
  invalidReason: 'Invalid number',
  duplicateReason: (row: number) => `Duplicate of row ${row}`,
  /** What the upload stores: every row but the duplicates (invalid numbers are kept, never called). */
  readyToImport: (imported: number, duplicates: number) =>
    `Ready to import ${imported.toLocaleString('en-US')} ${imported === 1 ? 'contact' : 'contacts'}${duplicates > 0 ? ` (${duplicates.toLocaleString('en-US')} duplicate ${duplicates === 1 ? 'row' : 'rows'} skipped)` : ''}`,
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
