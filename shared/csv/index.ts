export {
  CSV_ERROR_MESSAGES,
  type CsvErrorCode,
  type CsvErrorMessage,
  describeCsvError,
} from './csv-messages';
export {
  CSV_FILE_EXTENSION,
  FIRST_NAME_HEADER_ALIASES,
  MAX_CSV_BYTES,
  MAX_CSV_COLUMNS,
  MAX_CSV_ROW_BYTES,
  normalizeCsvHeader,
  PHONE_HEADER_ALIASES,
  PREVIEW_ROWS,
} from './csv-rules';
export {
  type CsvColumns,
  type CsvDelimiter,
  type CsvParseFailure,
  type CsvParseResult,
  type CsvParseSuccess,
  type CsvPreview,
  checkCsvFile,
  csvFailure,
  decodeCsvBytes,
  detectCsvDelimiter,
  isBlankCsvRow,
  type ParsedContact,
  parseContactsCsv,
  resolveCsvColumns,
  rowToContact,
  toCsvPreview,
} from './parse-contacts-csv';
