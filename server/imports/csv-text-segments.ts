import { type CsvDelimiter, detectCsvDelimiter, MAX_CSV_ROW_BYTES } from '../../shared/csv';
import { csvImportFailure } from './import-failure';

/** A file's bytes as they arrive (a request, spooled chunks) or whole in memory. */
export type ByteSource = AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

const FIELD_START = 0;
const UNQUOTED = 1;
const QUOTED = 2;
const QUOTE_SEEN = 3;
const CLOSED = 4;

const NEWLINE = 10;
const QUOTE = 34;
const SPACE = 32;
const TAB = 9;

/** A header line has something besides whitespace, delimiters and quotes (as parse-contacts-csv). */
const CONTENT = /[^\s,;"]/;

/**
 * Where rows end in LF-normalised CSV text, following papaparse's quoting (a quote opens a field
 * only at its start; `""` inside is a quote). It also measures every line in UTF-8 bytes, so an
 * over-long row is refused before anything parses it.
 */
class RowBoundaryScanner {
  private state = FIELD_START;
  private lineBytes = 0;

  constructor(private readonly delimiter: number) {}

  /** Scans `text` from `from`; returns the index after the last row end, or -1. */
  scan(text: string, from: number): number {
    let boundary = -1;
    const d = this.delimiter;
    for (let i = from; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === NEWLINE) {
        this.lineBytes = 0;
      } else {
        this.lineBytes +=
          c < 0x80
            ? 1
            : c < 0x800
              ? 2
              : c >= 0xdc00 && c <= 0xdfff
                ? 0
                : c >= 0xd800 && c <= 0xdbff
                  ? 4
                  : 3;
        if (this.lineBytes > MAX_CSV_ROW_BYTES) throw csvImportFailure('row_too_long');
      }
      const s = this.state;
      if (s === QUOTED) {
        if (c === QUOTE) this.state = QUOTE_SEEN;
      } else if (s === QUOTE_SEEN && c === QUOTE) {
        this.state = QUOTED;
      } else if ((s === QUOTE_SEEN || s === CLOSED) && (c === SPACE || c === TAB)) {
        this.state = CLOSED;
      } else if (c === NEWLINE) {
        this.state = FIELD_START;
        boundary = i + 1;
      } else if (c === d) {
        this.state = FIELD_START;
      } else if (s === FIELD_START) {
        this.state = c === QUOTE ? QUOTED : UNQUOTED;
      } else if (s !== UNQUOTED) {
        this.state = QUOTED;
      }
    }
    return boundary;
  }
}

/** UTF-8 text without a BOM, NUL or CR: CRLF and lone CR become LF (a CR split across chunks too). */
async function* cleanText(source: ByteSource): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  let heldCr = false;
  const clean = (raw: string, last: boolean) => {
    let text = heldCr ? `\r${raw}` : raw;
    heldCr = !last && text.endsWith('\r');
    if (heldCr) text = text.slice(0, -1);
    if (text.includes('\0')) text = text.replaceAll('\0', '');
    return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
  };
  for await (const bytes of source) {
    const text = clean(decoder.decode(bytes, { stream: true }), false);
    if (text) yield text;
  }
  const rest = clean(decoder.decode(), true);
  if (rest) yield rest;
}

/** The delimiter once the text holds a whole line with content (or the file ended), else null. */
function delimiterOf(text: string, ended: boolean): CsvDelimiter | null {
  let start = 0;
  for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
    if (CONTENT.test(text.slice(start, end))) return detectCsvDelimiter(text);
    start = end + 1;
  }
  if (ended) return detectCsvDelimiter(text);
  if (text.length - start > MAX_CSV_ROW_BYTES) throw csvImportFailure('row_too_long');
  return null;
}

/**
 * The file's text in pieces of about `segmentChars` that each end where a row ends, so each can be
 * parsed on its own exactly as the whole file would be. Holds one piece (and one row) at a time.
 */
export async function* csvTextSegments(
  source: ByteSource,
  segmentChars: number,
  onDelimiter: (delimiter: CsvDelimiter) => void,
): AsyncGenerator<string> {
  let pending = '';
  let scanned = 0;
  let cut = -1;
  let scanner: RowBoundaryScanner | null = null;
  for await (const text of cleanText(source)) {
    pending += text;
    if (!scanner) {
      const delimiter = delimiterOf(pending, false);
      if (!delimiter) continue;
      onDelimiter(delimiter);
      scanner = new RowBoundaryScanner(delimiter.charCodeAt(0));
    }
    const boundary = scanner.scan(pending, scanned);
    scanned = pending.length;
    if (boundary !== -1) cut = boundary;
    if (cut !== -1 && cut >= segmentChars) {
      yield pending.slice(0, cut);
      pending = pending.slice(cut);
      scanned -= cut;
      cut = -1;
    }
  }
  if (!scanner) {
    const delimiter = delimiterOf(pending, true) ?? ',';
    onDelimiter(delimiter);
    scanner = new RowBoundaryScanner(delimiter.charCodeAt(0));
  }
  scanner.scan(pending, scanned);
  if (pending) yield pending;
}
