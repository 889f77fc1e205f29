import { describe, expect, it } from 'vitest';
import { parseContactsCsv } from '../../../shared/csv';

const TOO_MANY_COLUMNS = {
  ok: false,
  code: 'too_many_columns',
  message: 'Too many columns: at most 100 are allowed',
} as const;
const ROW_TOO_LONG = { ok: false, code: 'row_too_long', message: 'A row is longer than 64 KB' };

const header = (columns: number) =>
  ['phone', 'first_name', ...Array.from({ length: columns - 2 }, (_, i) => `c${i}`)].join(',');
const row = (columns: number) =>
  ['555', 'Ann', ...Array.from({ length: columns - 2 }, () => 'x')].join(',');

describe('CSV size limits', () => {
  it('accepts exactly 100 columns', () => {
    const result = parseContactsCsv(`${header(100)}\n${row(100)}\n`);
    expect(result.ok).toBe(true);
  });

  it('refuses a header of 101 columns', () => {
    expect(parseContactsCsv(`${header(101)}\n${row(2)}\n`)).toEqual(TOO_MANY_COLUMNS);
  });

  it('refuses a data row of 101 cells under a narrow header', () => {
    expect(parseContactsCsv(`phone,first_name\n555,Ann\n${row(101)}\n`)).toEqual(TOO_MANY_COLUMNS);
  });

  it('refuses a header with a million columns before building any row', () => {
    const text = `phone,first_name${','.repeat(1_000_000)}\n${'555,Ann\n'.repeat(10)}`;
    expect(parseContactsCsv(text)).toEqual(ROW_TOO_LONG);
  });

  it('accepts a row of exactly 64 KB and refuses one byte more', () => {
    const prefix = '555,';
    const fits = `${prefix}${'a'.repeat(64 * 1024 - prefix.length)}`;
    expect(parseContactsCsv(`phone,first_name\n${fits}\n`).ok).toBe(true);
    expect(parseContactsCsv(`phone,first_name\n${fits}a\n`)).toEqual(ROW_TOO_LONG);
  });

  it('counts bytes, not characters: 22,000 three-byte characters are over 64 KB', () => {
    expect(parseContactsCsv(`phone,first_name\n555,${'€'.repeat(22_000)}\n`)).toEqual(ROW_TOO_LONG);
  });

  it('measures rows in files with CR-only line endings too', () => {
    const text = `phone,first_name\r555,Ann\r${'555,Bob\r'.repeat(20_000)}`;
    const result = parseContactsCsv(text);
    expect(result.ok && result.contacts.length).toBe(20_001);
  });
});
