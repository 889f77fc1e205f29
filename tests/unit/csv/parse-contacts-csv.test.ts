import { describe, expect, it } from 'vitest';
import {
  CSV_ERROR_MESSAGES,
  type CsvParseResult,
  checkCsvFile,
  decodeCsvBytes,
  describeCsvError,
  detectCsvDelimiter,
  isBlankCsvRow,
  MAX_CSV_BYTES,
  type ParsedContact,
  PREVIEW_ROWS,
  parseContactsCsv,
  resolveCsvColumns,
  rowToContact,
  toCsvPreview,
} from '../../../shared/csv';

const contact = (
  phoneNumber: string,
  firstName: string,
  extra: Record<string, string> = {},
): ParsedContact => ({ phoneNumber, firstName, extra });

const ok = (headers: string[], contacts: ParsedContact[]): CsvParseResult => ({
  ok: true,
  headers,
  contacts,
});

// Messages are spelled out here on purpose: the tests pin the exact user-facing text.
const EMPTY = { ok: false, code: 'empty', message: 'CSV file is empty' } as const;
const MISSING_PHONE = {
  ok: false,
  code: 'missing_phone_column',
  message: "Missing 'phone number' column",
} as const;
const MISSING_FIRST_NAME = {
  ok: false,
  code: 'missing_first_name_column',
  message: "Missing 'first_name' column",
} as const;
const PARSE_FAILED = {
  ok: false,
  code: 'parse_failed',
  message: 'Failed to parse the CSV file',
} as const;

describe('the CSV message catalogue', () => {
  it('holds the exact user-facing text for every error code', () => {
    expect(CSV_ERROR_MESSAGES).toEqual({
      not_csv: 'Please upload a CSV file',
      too_large: 'File size exceeds 10MB limit',
      empty: 'CSV file is empty',
      missing_phone_column: "Missing 'phone number' column",
      missing_first_name_column: "Missing 'first_name' column",
      too_many_columns: 'Too many columns: at most 100 are allowed',
      row_too_long: 'A row is longer than 64 KB',
      too_many_rows:
        'This file has more than 1,000,000 rows. Split it into files of up to 1,000,000 rows.',
      parse_failed: 'Failed to parse the CSV file',
      read_failed: 'Failed to read file',
      read_error: 'Error reading the file',
    });
  });

  it('describes each code with its catalogued message', () => {
    expect(describeCsvError('read_failed')).toBe('Failed to read file');
    expect(describeCsvError('read_error')).toBe('Error reading the file');
    expect(describeCsvError('too_large')).toBe('File size exceeds 10MB limit');
  });
});

describe('the CSV rule constants', () => {
  it('caps uploads at 10 MiB and previews five rows', () => {
    expect(MAX_CSV_BYTES).toBe(10 * 1024 * 1024);
    expect(PREVIEW_ROWS).toBe(5);
  });
});

describe('checkCsvFile', () => {
  const cases: { name: string; file: { name: string; size: number }; expected: unknown }[] = [
    {
      name: 'accepts a lower-case .csv name',
      file: { name: 'list.csv', size: 10 },
      expected: null,
    },
    {
      name: 'accepts an upper-case .CSV name',
      file: { name: 'list.CSV', size: 10 },
      expected: null,
    },
    {
      name: 'accepts a file of exactly 10MB',
      file: { name: 'list.csv', size: 10 * 1024 * 1024 },
      expected: null,
    },
    {
      name: 'leaves a zero-byte file to the content rules',
      file: { name: 'list.csv', size: 0 },
      expected: null,
    },
    {
      name: 'rejects a .txt name',
      file: { name: 'list.txt', size: 10 },
      expected: { ok: false, code: 'not_csv', message: 'Please upload a CSV file' },
    },
    {
      name: 'rejects a name that only contains .csv in the middle',
      file: { name: 'list.csv.txt', size: 10 },
      expected: { ok: false, code: 'not_csv', message: 'Please upload a CSV file' },
    },
    {
      name: 'rejects a name without the dot',
      file: { name: 'listcsv', size: 10 },
      expected: { ok: false, code: 'not_csv', message: 'Please upload a CSV file' },
    },
    {
      name: 'rejects a file one byte over 10MB',
      file: { name: 'list.csv', size: 10 * 1024 * 1024 + 1 },
      expected: { ok: false, code: 'too_large', message: 'File size exceeds 10MB limit' },
    },
    {
      name: 'checks the name before the size',
      file: { name: 'list.txt', size: 10 * 1024 * 1024 + 1 },
      expected: { ok: false, code: 'not_csv', message: 'Please upload a CSV file' },
    },
  ];
  for (const { name, file, expected } of cases) {
    it(name, () => {
      expect(checkCsvFile(file)).toEqual(expected);
    });
  }
});

describe('parseContactsCsv', () => {
  const cases: { name: string; csv: string; expected: CsvParseResult }[] = [
    // Delimiters, BOM, line endings
    {
      name: 'reads a comma-separated file',
      csv: 'phone,first_name\n+15550001,Ann\n+15550002,Bob\n',
      expected: ok(
        ['phone', 'first_name'],
        [contact('+15550001', 'Ann'), contact('+15550002', 'Bob')],
      ),
    },
    {
      name: 'uses the semicolon delimiter when the header line has one (with a UTF-8 BOM)',
      csv: '\uFEFFphone;first_name;city\n+15550001;Ann;Paris\n',
      expected: ok(
        ['phone', 'first_name', 'city'],
        [contact('+15550001', 'Ann', { city: 'Paris' })],
      ),
    },
    {
      name: 'strips a UTF-8 BOM before a comma header',
      csv: '\uFEFFphone,first_name\n+15550001,Ann',
      expected: ok(['phone', 'first_name'], [contact('+15550001', 'Ann')]),
    },
    {
      name: 'reads CRLF line endings',
      csv: 'phone,first_name\r\n+15550001,Ann\r\n+15550002,Bob\r\n',
      expected: ok(
        ['phone', 'first_name'],
        [contact('+15550001', 'Ann'), contact('+15550002', 'Bob')],
      ),
    },
    {
      name: 'reads a file that mixes CRLF, LF and CR line endings',
      csv: 'phone,first_name\r\n+15550001,Ann\n+15550002,Bob\r+15550003,Cy\r\n',
      expected: ok(
        ['phone', 'first_name'],
        [contact('+15550001', 'Ann'), contact('+15550002', 'Bob'), contact('+15550003', 'Cy')],
      ),
    },
    {
      name: 'keeps the comma delimiter when only a later row has a semicolon',
      csv: 'phone,first_name,note\n+15550001,Ann,"a;b"\n+15550002,Bob,c;d\n',
      expected: ok(
        ['phone', 'first_name', 'note'],
        [
          contact('+15550001', 'Ann', { note: 'a;b' }),
          contact('+15550002', 'Bob', { note: 'c;d' }),
        ],
      ),
    },
    {
      name: 'uses the semicolon delimiter even when data rows contain commas',
      csv: 'phone;first_name;note\n+15550001;Ann;a,b\n',
      expected: ok(['phone', 'first_name', 'note'], [contact('+15550001', 'Ann', { note: 'a,b' })]),
    },
    // Quoting (RFC 4180)
    {
      name: 'keeps a comma inside a quoted field',
      csv: 'phone,first_name,city\n+15550001,"Ann, Jr.","Paris, France"\n',
      expected: ok(
        ['phone', 'first_name', 'city'],
        [contact('+15550001', 'Ann, Jr.', { city: 'Paris, France' })],
      ),
    },
    {
      name: 'keeps a semicolon inside a quoted field of a semicolon file',
      csv: 'phone;first_name\n"+1;555";Ann\n',
      expected: ok(['phone', 'first_name'], [contact('+1;555', 'Ann')]),
    },
    {
      name: 'unescapes doubled quotes inside a quoted field',
      csv: 'phone,first_name\n+15550001,"Ann ""Annie"" Lee"\n',
      expected: ok(['phone', 'first_name'], [contact('+15550001', 'Ann "Annie" Lee')]),
    },
    {
      name: 'keeps a newline inside a quoted field',
      csv: 'phone,first_name,address\n+15550001,Ann,"1 Main St\nSpringfield"\n+15550002,Bob,x\n',
      expected: ok(
        ['phone', 'first_name', 'address'],
        [
          contact('+15550001', 'Ann', { address: '1 Main St\nSpringfield' }),
          contact('+15550002', 'Bob', { address: 'x' }),
        ],
      ),
    },
    {
      name: 'keeps an LF inside a quoted field of a CRLF file',
      csv: 'phone,first_name,address\r\n+15550001,Ann,"1 Main St\nSpringfield"\r\n+15550002,Bob,x\r\n',
      expected: ok(
        ['phone', 'first_name', 'address'],
        [
          contact('+15550001', 'Ann', { address: '1 Main St\nSpringfield' }),
          contact('+15550002', 'Bob', { address: 'x' }),
        ],
      ),
    },
    {
      name: 'reads quoted header cells',
      csv: '"Phone Number","First Name"\n+15550001,Ann\n',
      expected: ok(['Phone Number', 'First Name'], [contact('+15550001', 'Ann')]),
    },
    // Header aliases
    {
      name: "accepts 'Phone Number' and 'First Name' headers",
      csv: 'Phone Number,First Name\n+15550001,Ann\n',
      expected: ok(['Phone Number', 'First Name'], [contact('+15550001', 'Ann')]),
    },
    {
      name: "accepts ' PHONENUMBER ' and 'name' headers",
      csv: ' PHONENUMBER , name \n+15550001,Ann\n',
      expected: ok(['PHONENUMBER', 'name'], [contact('+15550001', 'Ann')]),
    },
    {
      name: "accepts 'Phone' and 'FirstName' headers",
      csv: 'FirstName,Phone\nAnn,+15550001\n',
      expected: ok(['FirstName', 'Phone'], [contact('+15550001', 'Ann')]),
    },
    {
      name: "accepts a 'FIRST_NAME' header",
      csv: 'phone,FIRST_NAME\n+15550001,Ann\n',
      expected: ok(['phone', 'FIRST_NAME'], [contact('+15550001', 'Ann')]),
    },
    {
      name: 'uses the leftmost column when several headers match the same field',
      csv: 'name,phone,first_name,phone number\nAnn Lee,+15550001,Ann,+15550009\n',
      expected: ok(
        ['name', 'phone', 'first_name', 'phone number'],
        [contact('+15550001', 'Ann Lee', { first_name: 'Ann', 'phone number': '+15550009' })],
      ),
    },
    // Rows and cells
    {
      name: 'trims every cell',
      csv: 'phone,first_name,city\n  +15550001 ,\tAnn  ,  Paris \n',
      expected: ok(
        ['phone', 'first_name', 'city'],
        [contact('+15550001', 'Ann', { city: 'Paris' })],
      ),
    },
    {
      name: 'turns missing cells into empty strings',
      csv: 'phone,first_name,city,zip\n+15550001\n+15550002,Bob,Rome\n',
      expected: ok(
        ['phone', 'first_name', 'city', 'zip'],
        [
          contact('+15550001', '', { city: '', zip: '' }),
          contact('+15550002', 'Bob', { city: 'Rome', zip: '' }),
        ],
      ),
    },
    {
      name: 'keeps other columns in extra under their trimmed header text',
      csv: 'phone, Last Name ,first_name,Company\n+15550001,Lee,Ann,Acme\n',
      expected: ok(
        ['phone', 'Last Name', 'first_name', 'Company'],
        [contact('+15550001', 'Ann', { 'Last Name': 'Lee', Company: 'Acme' })],
      ),
    },
    {
      name: 'leaves columns without a header name out of extra',
      csv: 'phone,,first_name,  \n+15550001,x,Ann,y\n',
      expected: ok(['phone', '', 'first_name', ''], [contact('+15550001', 'Ann')]),
    },
    {
      name: 'keeps the first of two extra columns with the same name',
      csv: 'phone,first_name,tag,tag\n+15550001,Ann,a,b\n',
      expected: ok(
        ['phone', 'first_name', 'tag', 'tag'],
        [contact('+15550001', 'Ann', { tag: 'a' })],
      ),
    },
    {
      name: 'ignores cells beyond the last header',
      csv: 'phone,first_name\n+15550001,Ann,surplus,more\n',
      expected: ok(['phone', 'first_name'], [contact('+15550001', 'Ann')]),
    },
    {
      name: 'drops blank and whitespace-only lines',
      csv: '\n  \nphone,first_name\n\n+15550001,Ann\n   \n\t\n+15550002,Bob\n\n\n',
      expected: ok(
        ['phone', 'first_name'],
        [contact('+15550001', 'Ann'), contact('+15550002', 'Bob')],
      ),
    },
    {
      name: 'drops rows whose every cell is empty',
      csv: 'phone,first_name,city\n,,\n+15550001,Ann,Oslo\n , ,  \n"",""\n',
      expected: ok(
        ['phone', 'first_name', 'city'],
        [contact('+15550001', 'Ann', { city: 'Oslo' })],
      ),
    },
    {
      name: 'keeps a row that only has a first name',
      csv: 'phone,first_name\n,Ann\n',
      expected: ok(['phone', 'first_name'], [contact('', 'Ann')]),
    },
    {
      name: 'does not validate phone numbers',
      csv: 'phone,first_name\nnot a number,Ann\n',
      expected: ok(['phone', 'first_name'], [contact('not a number', 'Ann')]),
    },
    {
      name: 'accepts a last row without a trailing newline',
      csv: 'phone,first_name\n+15550001,Ann',
      expected: ok(['phone', 'first_name'], [contact('+15550001', 'Ann')]),
    },
    // Empty files
    { name: 'reports an empty file', csv: '', expected: EMPTY },
    { name: 'reports a whitespace-only file as empty', csv: '  \n\t\r\n \n', expected: EMPTY },
    { name: 'reports a BOM-only file as empty', csv: '\uFEFF', expected: EMPTY },
    { name: 'reports a file of empty cells as empty', csv: ',,\n;;\n', expected: EMPTY },
    {
      name: 'reports a header without data rows as empty',
      csv: 'phone,first_name\n',
      expected: EMPTY,
    },
    {
      name: 'reports a header followed only by blank rows as empty',
      csv: 'phone,first_name\r\n\r\n , \r\n',
      expected: EMPTY,
    },
    {
      name: 'reports a header-only file as empty even when its columns are wrong',
      csv: 'email,city',
      expected: EMPTY,
    },
    // Missing columns
    {
      name: 'reports a missing phone column',
      csv: 'first_name,city\nAnn,Paris\n',
      expected: MISSING_PHONE,
    },
    {
      name: 'does not accept other phone-like headers such as mobile or phone_number',
      csv: 'mobile,phone_number,first_name\n+1,+2,Ann\n',
      expected: MISSING_PHONE,
    },
    {
      name: 'reports a missing first name column',
      csv: 'phone,city\n+15550001,Paris\n',
      expected: MISSING_FIRST_NAME,
    },
    {
      name: 'does not accept other name-like headers such as full_name',
      csv: 'phone,full_name,last_name\n+15550001,Ann Lee,Lee\n',
      expected: MISSING_FIRST_NAME,
    },
    {
      name: 'reports the phone column first when both are missing',
      csv: 'email,city\na@b.c,Paris\n',
      expected: MISSING_PHONE,
    },
    {
      name: 'finds no columns when a comma file is read with the semicolon delimiter',
      csv: 'phone,first_name;x\n+15550001,Ann;y\n',
      expected: MISSING_PHONE,
    },
    // Parse failures
    {
      name: 'reports an unterminated quote as a parse failure',
      csv: 'phone,first_name\n+15550001,"Ann\n+15550002,Bob\n',
      expected: PARSE_FAILED,
    },
    {
      name: 'reports an unterminated quote in a header-only file as a parse failure',
      csv: 'phone,"first_name\n',
      expected: PARSE_FAILED,
    },
    {
      name: 'reports text after a closing quote as a parse failure',
      csv: 'phone,first_name\n+15550001,"Ann"x\n',
      expected: PARSE_FAILED,
    },
  ];
  for (const { name, csv, expected } of cases) {
    it(name, () => {
      expect(parseContactsCsv(csv)).toEqual(expected);
    });
  }

  it('keeps a __proto__ column as an ordinary extra field', () => {
    const result = parseContactsCsv('phone,first_name,__proto__\n+15550001,Ann,x\n');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { extra } = result.contacts[0]!;
    expect(Object.keys(extra)).toEqual(['__proto__']);
    expect(Object.getOwnPropertyDescriptor(extra, '__proto__')?.value).toBe('x');
    expect(Object.getPrototypeOf(extra)).toBe(Object.prototype);
  });

  it('parses a large file into one contact per row', () => {
    const lines = ['phone,first_name,last_name,city'];
    for (let i = 0; i < 20_000; i++) lines.push(`+1555${i},First${i},Last${i},City${i % 7}`);
    const result = parseContactsCsv(lines.join('\r\n'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.contacts).toHaveLength(20_000);
    expect(result.contacts[19_999]).toEqual(
      contact('+155519999', 'First19999', { last_name: 'Last19999', city: 'City0' }),
    );
  });
});

describe('detectCsvDelimiter', () => {
  const cases: { name: string; text: string; expected: ',' | ';' }[] = [
    { name: 'picks comma for a comma header', text: 'phone,first_name\n1;2', expected: ',' },
    {
      name: 'picks semicolon for a semicolon header',
      text: 'phone;first_name\n1,2',
      expected: ';',
    },
    {
      name: 'picks semicolon when the header mixes both',
      text: 'phone,first_name;x',
      expected: ';',
    },
    {
      name: 'looks past leading blank lines to the header',
      text: '\r\n \n\uFEFFphone;name',
      expected: ';',
    },
    { name: 'falls back to comma for an empty text', text: '', expected: ',' },
  ];
  for (const { name, text, expected } of cases) {
    it(name, () => {
      expect(detectCsvDelimiter(text)).toBe(expected);
    });
  }
});

describe('the row-level helpers', () => {
  it('build the same contacts as parseContactsCsv when fed rows one at a time', () => {
    const rows = [
      ['Phone', 'Name', 'City'],
      [' +15550001 ', 'Ann', 'Oslo'],
      ['', ' ', ''],
      ['+15550002'],
    ];
    const resolved = resolveCsvColumns(rows[0]!);
    expect(resolved.ok).toBe(true);
    if (!resolved.ok) return;
    const contacts = rows
      .slice(1)
      .filter((row) => !isBlankCsvRow(row))
      .map((row) => rowToContact(row, resolved.columns));
    expect(contacts).toEqual([
      contact('+15550001', 'Ann', { City: 'Oslo' }),
      contact('+15550002', '', { City: '' }),
    ]);
  });

  it('report the catalogued failure for a header row without a phone column', () => {
    expect(resolveCsvColumns(['first_name'])).toEqual(MISSING_PHONE);
    expect(resolveCsvColumns(['phone'])).toEqual(MISSING_FIRST_NAME);
  });
});

describe('toCsvPreview', () => {
  it('shows the first PREVIEW_ROWS contacts and the total count', () => {
    const lines = ['phone,first_name'];
    for (let i = 1; i <= 8; i++) lines.push(`+${i},N${i}`);
    const result = parseContactsCsv(lines.join('\n'));
    if (!result.ok) throw new Error(result.message);
    const preview = toCsvPreview(result);
    expect(preview.headers).toEqual(['phone', 'first_name']);
    expect(preview.totalRows).toBe(8);
    expect(preview.rows).toHaveLength(PREVIEW_ROWS);
    expect(preview.rows.map((row) => row.firstName)).toEqual(['N1', 'N2', 'N3', 'N4', 'N5']);
  });

  it('shows every contact when there are fewer than PREVIEW_ROWS', () => {
    const result = parseContactsCsv('phone,first_name\n+1,Ann\n');
    if (!result.ok) throw new Error(result.message);
    expect(toCsvPreview(result)).toEqual({
      headers: ['phone', 'first_name'],
      rows: [contact('+1', 'Ann')],
      totalRows: 1,
    });
  });
});

describe('decodeCsvBytes', () => {
  it('decodes UTF-8 and drops a leading BOM', () => {
    const bytes = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...new TextEncoder().encode('phone;name\n+1;Zoë'),
    ]);
    expect(decodeCsvBytes(bytes)).toBe('phone;name\n+1;Zoë');
    expect(parseContactsCsv(decodeCsvBytes(bytes))).toEqual(
      ok(['phone', 'name'], [contact('+1', 'Zoë')]),
    );
  });

  it('replaces invalid UTF-8 sequences instead of throwing', () => {
    expect(decodeCsvBytes(new Uint8Array([0x61, 0xff, 0x62]))).toBe('a\uFFFDb');
  });
});
