import { CSV_ERROR_MESSAGES, type CsvErrorCode } from '../../shared/csv';

/** A file the importer refuses: a catalogued message, and nothing of the file is stored. */
export class ImportFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ImportFailure';
  }
}

export function csvImportFailure(code: CsvErrorCode): ImportFailure {
  return new ImportFailure(code, CSV_ERROR_MESSAGES[code]);
}
