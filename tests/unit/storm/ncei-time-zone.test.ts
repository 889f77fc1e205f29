import { describe, expect, it } from 'vitest';
import { nceiHailRow } from '../../../server/modules/storm/archive/ncei-row';
import { nceiZoneOffset } from '../../../server/modules/storm/archive/ncei-time-zone';
import { spcConvectiveDay, spcHailRow } from '../../../server/modules/storm/archive/spc-row';

describe('CZ_TIMEZONE forms', () => {
  it.each([
    ['CST-6', 'TEXAS', -6, 'CST-6'],
    ['EST-5', 'OHIO', -5, 'EST-5'],
    ['MST-7', 'COLORADO', -7, 'MST-7'],
    ['PST-8', 'CALIFORNIA', -8, 'PST-8'],
    ['AKST-9', 'ALASKA', -9, 'AKST-9'],
    ['HST-10', 'HAWAII', -10, 'HST-10'],
    ['AST-4', 'PUERTO RICO', -4, 'AST-4'],
    ['SST-11', 'AMERICAN SAMOA', -11, 'SST-11'],
    ['GST10', 'GUAM', 10, 'GST+10'],
    ['CST', 'KANSAS', -6, 'CST-6'],
    ['cSt', 'KANSAS', -6, 'CST-6'],
    ['Est', 'GEORGIA', -5, 'EST-5'],
  ])('%s reads as UTC%i without guessing', (zone, state, hours, label) => {
    expect(nceiZoneOffset(zone, state)).toEqual({ hours, guessed: false, label });
  });

  it('takes the main zone of the STATE when the zone is unreadable, and says it guessed', () => {
    expect(nceiZoneOffset('SCT', 'TEXAS')).toEqual({ hours: -6, guessed: true, label: 'CST-6' });
    expect(nceiZoneOffset('', 'NEW YORK')).toEqual({ hours: -5, guessed: true, label: 'EST-5' });
    expect(nceiZoneOffset('XYZ', 'ATLANTIC NORTH')).toBeNull();
  });
});

const hail = (overrides: Record<string, string>) => ({
  BEGIN_YEARMONTH: '202601',
  BEGIN_DAY: '31',
  BEGIN_TIME: '2330',
  EVENT_ID: '1',
  EPISODE_ID: '2',
  EVENT_TYPE: 'Hail',
  STATE: 'TEXAS',
  CZ_TIMEZONE: 'CST-6',
  MAGNITUDE: '1.00',
  BEGIN_LAT: '33',
  BEGIN_LON: '-97',
  ...overrides,
});

describe('NCEI rows in UTC', () => {
  it('crosses into the next month in UTC (local standard time, no daylight saving)', () => {
    const result = nceiHailRow(hail({}));
    expect(result.kind === 'hail' && result.row.beginsAt.toISOString()).toBe(
      '2026-02-01T05:30:00.000Z',
    );
    // July: still UTC-6, not daylight time.
    const july = nceiHailRow(hail({ BEGIN_YEARMONTH: '202607', BEGIN_DAY: '4', BEGIN_TIME: '5' }));
    expect(july.kind === 'hail' && july.row.beginsAt.toISOString()).toBe(
      '2026-07-04T06:05:00.000Z',
    );
  });

  it('keeps the date NCEI publishes, in local standard time, whatever the UTC date', () => {
    const late = nceiHailRow(hail({ BEGIN_YEARMONTH: '202607', BEGIN_DAY: '14' }));
    expect(late.kind === 'hail' && late.row).toMatchObject({
      localDate: '2026-07-14',
      zone: 'CST-6',
      zoneGuessed: false,
    });
    expect(late.kind === 'hail' && late.row.beginsAt.toISOString()).toBe(
      '2026-07-15T05:30:00.000Z',
    );
  });

  it('sorts what is not a usable hail row', () => {
    expect(nceiHailRow(hail({ EVENT_TYPE: 'Tornado' })).kind).toBe('other');
    expect(nceiHailRow(hail({ BEGIN_LAT: '' })).kind).toBe('no-position');
    expect(nceiHailRow(hail({ MAGNITUDE: '' })).kind).toBe('unreadable');
    expect(nceiHailRow(hail({ BEGIN_DAY: '30', BEGIN_YEARMONTH: '202602' })).kind).toBe(
      'unreadable',
    );
    expect(nceiHailRow(hail({ BEGIN_TIME: '2460' })).kind).toBe('unreadable');
  });
});

describe('SPC convective day', () => {
  it('reads the day from the file name and puts times before 12Z on the next date', () => {
    const day = spcConvectiveDay('251231_rpts_hail.csv')!;
    expect(day).toMatchObject({ year: 2025, month: 12, day: 31 });
    const late = spcHailRow({ TIME: '0115', SIZE: '125', LAT: '35', LON: '-97' }, day);
    expect(late.kind === 'hail' && late.row.beginsAt.toISOString()).toBe(
      '2026-01-01T01:15:00.000Z',
    );
    expect(late.kind === 'hail' && late.row.sizeIn).toBe(1.25);
    expect(late.kind === 'hail' && late.row.localDate).toBe('2025-12-31');
    const early = spcHailRow({ TIME: '1200', SIZE: '100', LAT: '35', LON: '-97' }, day);
    expect(early.kind === 'hail' && early.row.beginsAt.toISOString()).toBe(
      '2025-12-31T12:00:00.000Z',
    );
    expect(spcConvectiveDay('today_hail.csv')).toBeNull();
    expect(spcConvectiveDay('250230_rpts_hail.csv')).toBeNull();
  });
});
