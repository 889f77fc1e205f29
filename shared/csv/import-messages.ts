/** What a file import in the worker says while it runs and when it stops unexpectedly. */
export const IMPORT_MESSAGES = {
  importing: (rows: number) => `Importing… ${rows.toLocaleString('en-US')} rows`,
  queued: 'Importing…',
  failed: 'The import stopped before the end and stored nothing. Please upload the file again.',
  /** An upload the server stopped receiving (or never handed on) before its import began. */
  interrupted:
    'The upload was interrupted before its import began, and nothing was stored. Please upload the file again.',
} as const;
