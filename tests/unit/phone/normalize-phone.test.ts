import fc from 'fast-check';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { cleanContactNumbers } from '../../../shared/phone/clean-contact-numbers';
import { importReportCsv } from '../../../shared/phone/import-report-csv';
import { fastUsE164, toE164 } from '../../../shared/phone/normalize-phone';

describe('toE164', () => {
  it.each([
    ['(212) 555-0123', '+12125550123'],
    ['212-555-0123', '+12125550123'],
    ['212.555.0123', '+12125550123'],
    ['212 555 0123', '+12125550123'],
    ['2125550123', '+12125550123'],
    ['1 212 555 0123', '+12125550123'],
    ['12125550123', '+12125550123'],
    ['+1 (212) 555-0123', '+12125550123'],
    ['+12125550123', '+12125550123'],
    ['  +1 212-555-0123  ', '+12125550123'],
    ['1-800-555-0199', '+18005550199'],
    ['212-555-0123 ext. 44', '+12125550123'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+49 30 901820', '+4930901820'],
    ['+33 1 42 68 53 00', '+33142685300'],
    ['+61 2 9374 4000', '+61293744000'],
    ['+1 416 555 0123', '+14165550123'],
  ])('normalises %s to %s', (raw, e164) => {
    expect(toE164(raw)).toBe(e164);
  });

  it.each([
    ['555-0123', 'seven digits'],
    ['(555) 201-4410', 'an area code that does not exist'],
    ['212555012345', 'too many digits'],
    ['+1212555012', 'too few digits after +1'],
    ['call me maybe', 'letters'],
    ['(800) FLOWERS', 'a vanity number'],
    ['', 'nothing'],
    ['+', 'a lone plus'],
    ['0000000000', 'zeros'],
  ])('refuses %s (%s)', (raw) => {
    expect(toE164(raw)).toBeNull();
  });

  it('reads numbers without a country code in the account region', () => {
    expect(toE164('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(toE164('020 7946 0958', 'US')).toBeNull();
  });

  it('is idempotent: an E.164 result maps to itself', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (raw) => {
        const once = toE164(raw);
        if (once !== null) expect(toE164(once)).toBe(once);
      }),
      { numRuns: 2_000 },
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\+?1?[2-9]\d{9}$/), (raw) => {
        const once = toE164(raw);
        if (once !== null) expect(toE164(once)).toBe(once);
      }),
    );
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (raw) => {
        const result = toE164(raw);
        expect(result === null || /^\+\d{7,15}$/.test(result)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('the fast path agrees with libphonenumber-js on random 10- and 11-digit strings', () => {
    const digits = fc.oneof(fc.stringMatching(/^\d{10}$/), fc.stringMatching(/^\d{11}$/));
    fc.assert(
      fc.property(digits, fc.boolean(), (number, plus) => {
        const raw = plus ? `+${number}` : number;
        const fast = fastUsE164(raw);
        if (fast === undefined) return;
        const parsed = parsePhoneNumberFromString(raw, 'US');
        expect(parsed?.isValid() ? parsed.number : null).toBe(fast);
      }),
      { numRuns: 20_000 },
    );
  });
});

describe('cleanContactNumbers', () => {
  const contact = (phoneNumber: string) => ({ phoneNumber, firstName: 'A', extra: {} });

  it('counts valid, invalid and duplicate rows and keeps the first of each number', () => {
    const cleaned = cleanContactNumbers([
      contact('(214) 555-0101'),
      contact('nope'),
      contact('+12145550101'),
      contact('nope'),
    ]);
    expect(cleaned.valid).toBe(1);
    expect(cleaned.invalid).toBe(2);
    expect(cleaned.duplicates).toEqual([
      { rowNumber: 3, original: '+12145550101', reason: 'Duplicate of row 1', duplicateOfRow: 1 },
    ]);
    expect(cleaned.contacts.map((c) => [c.rowNumber, c.e164])).toEqual([
      [1, '+12145550101'],
      [2, null],
      [4, null],
    ]);
  });
});

describe('importReportCsv', () => {
  it('quotes commas and defuses cells a spreadsheet would run', () => {
    expect(
      importReportCsv([
        { rowNumber: 2, original: '=HYPERLINK("x")', reason: 'Invalid number' },
        { rowNumber: 3, original: '+1 214 555 0101', reason: 'Duplicate of row 1' },
        { rowNumber: 4, original: 'a, b', reason: 'Invalid number' },
        { rowNumber: 5, original: '+cmd', reason: 'Invalid number' },
      ]),
    ).toBe(
      [
        'Row,Original number,Reason',
        `2,"'=HYPERLINK(""x"")",Invalid number`,
        '3,+1 214 555 0101,Duplicate of row 1',
        '4,"a, b",Invalid number',
        "5,'+cmd,Invalid number",
        '',
      ].join('\r\n'),
    );
  });
});
