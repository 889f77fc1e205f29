import { describe, expect, it } from 'vitest';
import { type AlertReport, stormsOf } from '../../../server/modules/storm/alerts/storm-clusters';
import { contactZip } from '../../../shared/storm/contact-zip';

const report = (
  id: string,
  source: 'ncei' | 'spc',
  day: string,
  lat: number,
  lon: number,
): AlertReport => ({
  id,
  source,
  begins_at: new Date(`${day}T20:00:00Z`),
  local_date: day,
  size_in: '1.00',
  lat,
  lon,
  place: '',
  state: 'TX',
});

describe('storms of hail reports', () => {
  it("groups one storm day's reports within 25 miles of each other, NCEI and SPC together", () => {
    const storms = stormsOf([
      report('1', 'spc', '2026-05-20', 33.0, -96.8),
      // 0.3° north (about 21 mi) of report 1, from NCEI: the same storm.
      report('2', 'ncei', '2026-05-20', 33.3, -96.8),
      // 0.3° north of report 2 (41 mi from report 1): joins through report 2.
      report('3', 'spc', '2026-05-20', 33.6, -96.8),
      report('4', 'spc', '2026-05-20', 35.2, -97.4),
      // The next storm day, same place as report 1: another storm.
      report('5', 'ncei', '2026-05-21', 33.0, -96.8),
    ]);
    expect(storms.map((s) => [s.day, s.reports.map((r) => r.id)])).toEqual([
      ['2026-05-20', ['1', '2', '3']],
      ['2026-05-20', ['4']],
      ['2026-05-21', ['5']],
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
