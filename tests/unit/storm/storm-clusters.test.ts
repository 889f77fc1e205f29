import { describe, expect, it } from 'vitest';
import { type AlertReport, stormsOf } from '../../../server/modules/storm/alerts/storm-clusters';
import { contactZip } from '../../../shared/storm/contact-zip';

const spc = (id: string, at: string, lat: number, lon: number): AlertReport => ({
  id,
  source: 'spc',
  episode_id: null,
  event_id: null,
  begins_at: new Date(at),
  local_date: at.slice(0, 10),
  size_in: '1.00',
  lat,
  lon,
  place: '',
  state: 'TX',
});

describe('storms of hail reports', () => {
  it('groups SPC reports of one convective day that lie within 25 miles of each other', () => {
    const storms = stormsOf([
      spc('1', '2026-05-20T20:00:00Z', 33.0, -96.8),
      // 0.3° north (about 21 mi) of report 1, next morning before 12Z: the same convective day.
      spc('2', '2026-05-21T03:00:00Z', 33.3, -96.8),
      // 0.3° north of report 2 (41 mi from report 1): joins through report 2.
      spc('3', '2026-05-21T04:00:00Z', 33.6, -96.8),
      spc('4', '2026-05-20T21:00:00Z', 35.2, -97.4),
      // The next convective day, same place as report 1: another storm.
      spc('5', '2026-05-21T13:00:00Z', 33.0, -96.8),
    ]);
    expect(storms.map((s) => [s.key, s.reports.map((r) => r.id).sort()])).toEqual([
      ['spc-2026-05-20-1', ['1', '2', '3']],
      ['spc-2026-05-20-4', ['4']],
      ['spc-2026-05-21-5', ['5']],
    ]);
  });
});

describe("a contact's ZIP from its file", () => {
  it('reads a ZIP column (leading zero restored), else the last ZIP of an address column', () => {
    expect(contactZip({ Zip: '2134' })).toBe('02134');
    expect(contactZip({ 'ZIP Code': '75093-1234' })).toBe('75093');
    expect(contactZip({ zip: 'n/a', Address: '12345 Main St, Plano, TX 75093' })).toBe('75093');
    expect(contactZip({ address: '12 Main St' })).toBeNull();
    expect(contactZip({ city: 'Plano 75093' })).toBeNull();
  });
});
