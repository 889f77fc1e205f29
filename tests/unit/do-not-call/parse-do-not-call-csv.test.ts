import { describe, expect, it } from 'vitest';
import { chunksOf, parseDoNotCallCsv } from '../../../shared/csv/parse-do-not-call-csv';

describe('parseDoNotCallCsv', () => {
  it('reads the column headed like a phone number', () => {
    const text = 'name,Phone Number,note\nAnn,(214) 555-0101,x\nBob,,y\nCy,+12145550103,z\n';
    expect(parseDoNotCallCsv(text)).toEqual(['(214) 555-0101', '+12145550103']);
  });

  it('reads the first column of a plain list of numbers, first row included', () => {
    expect(parseDoNotCallCsv('2145550101\r\n2145550102\r\n\r\n')).toEqual([
      '2145550101',
      '2145550102',
    ]);
  });

  it('returns nothing for an empty file', () => {
    expect(parseDoNotCallCsv('')).toEqual([]);
  });

  it('splits into chunks of at most the size', () => {
    expect(chunksOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});
