import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CSV_ERROR_MESSAGES,
  type CsvParseResult,
  checkCsvFile,
  decodeCsvBytes,
  MAX_CSV_BYTES,
  parseContactsCsv,
} from '../../../shared/csv';

/** Codes that content parsing may end in (file and read errors come from elsewhere). */
const CONTENT_CODES = [
  'empty',
  'missing_phone_column',
  'missing_first_name_column',
  'parse_failed',
];

function expectWellFormed(result: CsvParseResult): void {
  if (result.ok) {
    expect(result.contacts.length).toBeGreaterThan(0);
    for (const { phoneNumber, firstName, extra } of result.contacts) {
      expect(phoneNumber).toBe(phoneNumber.trim());
      expect(firstName).toBe(firstName.trim());
      for (const value of Object.values(extra)) expect(value).toBe(value.trim());
    }
  } else {
    expect(CONTENT_CODES).toContain(result.code);
    expect(result.message).toBe(CSV_ERROR_MESSAGES[result.code]);
  }
}

/** Text assembled from CSV-significant pieces, so that all rules (and successes) are reached. */
const csvLikeText = fc
  .array(
    fc.constantFrom(
      'phone',
      'Phone Number',
      'first_name',
      'name',
      'city',
      ',',
      ';',
      '"',
      '""',
      '\n',
      '\r\n',
      '\r',
      ' ',
      '\t',
      '+1555',
      'Ann',
      '\uFEFF',
      'é',
    ),
    { maxLength: 40 },
  )
  .map((pieces) => pieces.join(''));

describe('parseContactsCsv on arbitrary input', () => {
  it('never throws on arbitrary strings and ends in a valid result or a catalogued message', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expectWellFormed(parseContactsCsv(text));
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on arbitrary bytes decoded as UTF-8', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expectWellFormed(parseContactsCsv(decodeCsvBytes(bytes)));
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on CSV-like text and ends in a valid result or a catalogued message', () => {
    fc.assert(
      fc.property(csvLikeText, (text) => {
        expectWellFormed(parseContactsCsv(text));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('parseContactsCsv round trip', () => {
  const cellText = fc.string({
    unit: fc.constantFrom('a', 'Z', '7', '+', ' ', '\t', ',', ';', '"', '\n', 'é', '😀'),
    maxLength: 12,
  });
  const record = fc.record({
    phone: cellText,
    firstName: cellText,
    city: cellText,
    quote: fc.boolean(),
  });

  it('reads back every non-blank row written with proper quoting', () => {
    fc.assert(
      fc.property(
        fc.array(record, { maxLength: 15 }),
        fc.constantFrom(',', ';'),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        fc.boolean(),
        (records, delimiter, newline, bom, trailingNewline) => {
          const encode = (value: string, forceQuote: boolean) =>
            forceQuote || /[",;\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
          const lines = [['phone', 'first_name', 'city'].join(delimiter)];
          for (const { phone, firstName, city, quote } of records) {
            lines.push([phone, firstName, city].map((v) => encode(v, quote)).join(delimiter));
          }
          const text =
            (bom ? '\uFEFF' : '') + lines.join(newline) + (trailingNewline ? newline : '');

          const expected = records
            .map(({ phone, firstName, city }) => ({
              phoneNumber: phone.trim(),
              firstName: firstName.trim(),
              extra: { city: city.trim() },
            }))
            .filter((c) => c.phoneNumber !== '' || c.firstName !== '' || c.extra.city !== '');

          const result = parseContactsCsv(text);
          if (expected.length === 0) {
            expect(result).toEqual({ ok: false, code: 'empty', message: 'CSV file is empty' });
          } else {
            expect(result).toEqual({
              ok: true,
              headers: ['phone', 'first_name', 'city'],
              contacts: expected,
            });
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('checkCsvFile on arbitrary files', () => {
  it('accepts exactly the .csv names up to 10MB and otherwise gives a catalogued message', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `${s}.csv`),
          fc.string().map((s) => `${s}.CsV`),
        ),
        fc.oneof(
          fc.integer({ min: 0, max: 2 * MAX_CSV_BYTES }),
          fc.constantFrom(MAX_CSV_BYTES - 1, MAX_CSV_BYTES, MAX_CSV_BYTES + 1),
        ),
        (name, size) => {
          const result = checkCsvFile({ name, size });
          const acceptable = name.toLowerCase().endsWith('.csv') && size <= MAX_CSV_BYTES;
          if (acceptable) {
            expect(result).toBeNull();
          } else {
            expect(result).not.toBeNull();
            expect(['not_csv', 'too_large']).toContain(result?.code);
            expect(result?.message).toBe(CSV_ERROR_MESSAGES[result!.code]);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
