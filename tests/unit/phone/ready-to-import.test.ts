import { describe, expect, it } from 'vitest';
import { cleanContactNumbers } from '../../../shared/phone/clean-contact-numbers';
import { PHONE_MESSAGES } from '../../../shared/phone/phone-messages';

const row = (phoneNumber: string) => ({ phoneNumber, firstName: 'A', extra: {} });

describe("the upload preview's total", () => {
  it('counts what the import stores: invalid numbers kept, duplicate rows skipped and said so', () => {
    const rows = [
      '2145550100',
      '214-555-0100',
      '(214) 555-0101',
      '12',
      '2145550102',
      '+1 214 555 0102',
    ];
    const cleaned = cleanContactNumbers(rows.map(row), 'US');
    expect(cleaned.contacts).toHaveLength(4);
    expect(
      PHONE_MESSAGES.readyToImport(cleaned.valid + cleaned.invalid, cleaned.duplicates.length),
    ).toBe('Ready to import 4 contacts (2 duplicate rows skipped)');
    expect(PHONE_MESSAGES.readyToImport(1, 0)).toBe('Ready to import 1 contact');
    expect(PHONE_MESSAGES.readyToImport(1_200, 1)).toBe(
      'Ready to import 1,200 contacts (1 duplicate row skipped)',
    );
  });
});
