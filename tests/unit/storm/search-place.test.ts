import { describe, expect, it } from 'vitest';
import { resolveSearchPlace, zipIn } from '../../../server/modules/storm/geo/search-place';
import { HAIL_ARCHIVE_MESSAGES } from '../../../shared/storm/hail-archive-messages';

describe('search place', () => {
  it('reads "lat,lon" as a position', () => {
    expect(resolveSearchPlace(' 32.78 , -96.80 ')).toMatchObject({
      lat: 32.78,
      lon: -96.8,
      zip: null,
    });
  });

  it('finds the ZIP at the end of an address, ZIP+4 included', () => {
    expect(zipIn('12345 Main St, Plano, TX 75093')).toBe('75093');
    expect(zipIn('1 Elm St, Dallas, TX 75201-1234')).toBe('75201');
    expect(zipIn('Main St')).toBeNull();
    expect(resolveSearchPlace('75201')).toMatchObject({
      lat: 32.788309,
      lon: -96.799572,
      zip: '75201',
    });
  });

  it('says which ZIP is unknown, and what to enter without one', () => {
    expect(() => resolveSearchPlace('99999')).toThrow(HAIL_ARCHIVE_MESSAGES.unknownZip('99999'));
    expect(() => resolveSearchPlace('Plano, TX')).toThrow(HAIL_ARCHIVE_MESSAGES.placeNeeded);
    expect(() => resolveSearchPlace('95, -96')).toThrow(HAIL_ARCHIVE_MESSAGES.placeNeeded);
  });
});
