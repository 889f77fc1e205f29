import { describe, expect, it } from 'vitest';
import { ImportFailure } from '../../../server/imports/import-failure';
import { type ImportSink, streamCsvInto } from '../../../server/imports/streaming-import';
import {
  type ParsedContact,
  parseContactsCsv,
  resolveCsvColumns,
  rowToContact,
} from '../../../shared/csv';

/** What the streaming import hands its sink, as contacts (or the failure code). */
async function streamed(text: string, piece: number, segmentChars: number) {
  const bytes = Buffer.from(text);
  const chunks = function* () {
    for (let at = 0; at < bytes.length; at += piece) yield bytes.subarray(at, at + piece);
  };
  const contacts: ParsedContact[] = [];
  let columns: ReturnType<typeof resolveCsvColumns> | null = null;
  const sink: ImportSink = {
    headerMayBeData: false,
    start(header) {
      columns = resolveCsvColumns(header);
      if (!columns.ok) throw new ImportFailure(columns.code, columns.message);
      return false;
    },
    async write(rows) {
      if (!columns?.ok) throw new Error('no columns');
      for (const row of rows) contacts.push(rowToContact(row, columns.columns));
    },
  };
  try {
    const { rows } = await streamCsvInto(chunks(), sink, {
      limits: { batchRows: 2, segmentChars },
    });
    // As the contacts import: a header without data rows is an empty file.
    return rows === 0 ? { ok: false, code: 'empty' } : { ok: true, contacts };
  } catch (error) {
    if (error instanceof ImportFailure) return { ok: false, code: error.code };
    throw error;
  }
}

function whole(text: string) {
  const parsed = parseContactsCsv(text);
  return parsed.ok ? { ok: true, contacts: parsed.contacts } : { ok: false, code: parsed.code };
}

const FILES: [string, string][] = [
  [
    'quoted cells with delimiters, quotes and line breaks',
    'phone,first_name,note\n"+1 214 555 0101","Ann","a, ""b""\nc"\n2145550102,Bob,"x\n\ny"\n',
  ],
  ['CRLF lines', 'phone,first_name\r\n2145550101,Ann\r\n\r\n2145550102,Bob\r\n'],
  [
    'mixed line endings and a lone CR',
    'phone,first_name\r\n2145550101,Ann\n2145550102,Bob\r2145550103,Cy',
  ],
  [
    'semicolons, a BOM and leading blank lines',
    '\uFEFF\n\n ; \nPhone Number;First Name;City\n2145550101;Ann;Tulsa\n',
  ],
  [
    'a quote inside an unquoted cell',
    'phone,first_name,note\n2145550101,O"Brien,x\n2145550102,Bob,"multi\nline"\n',
  ],
  ['multi-byte text', 'phone,first_name\n2145550101,Zoë 😀\n2145550102,Łukasz\n'],
  ['a header only', 'phone,first_name\n'],
  ['nothing but blanks', '\n \n'],
  ['an unterminated quote', 'phone,first_name\n2145550101,"Ann\n'],
  ['no phone column', 'mobile,first_name\n1,Ann\n'],
];

describe('streamCsvInto', () => {
  for (const [what, text] of FILES) {
    it(`reads ${what} as the whole-file parser does, in any pieces`, async () => {
      const expected = whole(text);
      for (const piece of [1, 3, 64]) {
        for (const segmentChars of [1, 10, 1 << 20]) {
          expect(await streamed(text, piece, segmentChars)).toEqual(expected);
        }
      }
    });
  }
});
