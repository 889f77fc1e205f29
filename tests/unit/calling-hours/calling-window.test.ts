import { describe, expect, it } from 'vitest';
import {
  isWindowOpen,
  nextWindowOpening,
  parseWindowKey,
  windowKeyOf,
} from '../../../server/modules/campaigns/policy/calling-hours';
import {
  type CallingSchedule,
  DEFAULT_CALLING_SCHEDULE,
} from '../../../shared/dialer/calling-schedule';
import { formatCallTime } from '../../../shared/format/zone-time';

const schedule: CallingSchedule = DEFAULT_CALLING_SCHEDULE;
const NY = windowKeyOf(['America/New_York'], ['NY']);
const at = (iso: string) => new Date(iso);

describe('window keys', () => {
  it('are the same for the same zones and states in any order', () => {
    const key = windowKeyOf(['America/New_York', 'America/Chicago'], ['TX', 'FL']);
    expect(key).toBe('America/Chicago,America/New_York|FL,TX');
    expect(parseWindowKey(key)).toEqual({
      zones: ['America/Chicago', 'America/New_York'],
      states: ['FL', 'TX'],
    });
  });

  it('never open without a zone', () => {
    expect(isWindowOpen(windowKeyOf([], []), schedule, at('2026-03-10T15:00:00Z'))).toBe(false);
    expect(nextWindowOpening(windowKeyOf([], []), schedule, at('2026-03-10T15:00:00Z'))).toBeNull();
  });
});

describe('calling window arithmetic (default 8:00–21:00 Mon–Sat, no federal holidays)', () => {
  it('opens at 8:00 and closes at 21:00 local, end exclusive', () => {
    // Tuesday 2026-03-10, New York on EDT (UTC-4) since March 8.
    expect(isWindowOpen(NY, schedule, at('2026-03-10T11:59:00Z'))).toBe(false);
    expect(isWindowOpen(NY, schedule, at('2026-03-10T12:00:00Z'))).toBe(true);
    expect(isWindowOpen(NY, schedule, at('2026-03-11T00:59:00Z'))).toBe(true);
    expect(isWindowOpen(NY, schedule, at('2026-03-11T01:00:00Z'))).toBe(false);
  });

  it('crosses the spring DST change: Saturday 8:00 EST, Monday 8:00 EDT', () => {
    // Saturday 2026-03-07 21:30 EST; Sunday closed; clocks spring forward on Sunday 8 March.
    const next = nextWindowOpening(NY, schedule, at('2026-03-08T02:30:00Z'));
    expect(next?.at.toISOString()).toBe('2026-03-09T12:00:00.000Z');
    expect(formatCallTime(next!.at, next!.zone, at('2026-03-08T02:30:00Z'))).toBe(
      'Monday 8:00 AM ET',
    );
    expect(isWindowOpen(NY, schedule, at('2026-03-07T13:00:00Z'))).toBe(true);
    expect(isWindowOpen(NY, schedule, at('2026-03-09T11:30:00Z'))).toBe(false);
  });

  it('crosses the autumn DST change', () => {
    // Saturday 2026-10-31 22:00 EDT → Monday 2 November 8:00 EST (UTC-5).
    const next = nextWindowOpening(NY, schedule, at('2026-11-01T02:00:00Z'));
    expect(next?.at.toISOString()).toBe('2026-11-02T13:00:00.000Z');
    expect(isWindowOpen(NY, schedule, at('2026-11-02T12:30:00Z'))).toBe(false);
  });

  it('skips a federal holiday, unless the list calls on holidays', () => {
    // Thursday 2026-11-26 is Thanksgiving.
    const thanksgiving = at('2026-11-26T15:00:00Z');
    expect(isWindowOpen(NY, schedule, thanksgiving)).toBe(false);
    expect(nextWindowOpening(NY, schedule, thanksgiving)?.at.toISOString()).toBe(
      '2026-11-27T13:00:00.000Z',
    );
    expect(isWindowOpen(NY, { ...schedule, skipFederalHolidays: false }, thanksgiving)).toBe(true);
  });

  it('keeps Arizona on MST all year, Hawaii and Alaska at their own hours', () => {
    const phoenix = windowKeyOf(['America/Phoenix'], ['AZ']);
    // Summer: Phoenix 8:00 = 15:00 UTC (Denver would be 14:00 UTC).
    expect(nextWindowOpening(phoenix, schedule, at('2026-07-01T10:00:00Z'))?.at.toISOString()).toBe(
      '2026-07-01T15:00:00.000Z',
    );
    // Winter: still 15:00 UTC.
    expect(nextWindowOpening(phoenix, schedule, at('2026-01-06T10:00:00Z'))?.at.toISOString()).toBe(
      '2026-01-06T15:00:00.000Z',
    );
    const honolulu = windowKeyOf(['Pacific/Honolulu'], ['HI']);
    expect(
      nextWindowOpening(honolulu, schedule, at('2026-07-01T10:00:00Z'))?.at.toISOString(),
    ).toBe('2026-07-01T18:00:00.000Z');
    const alaska = windowKeyOf(['America/Adak', 'America/Anchorage'], ['AK']);
    // Anchorage AKDT (UTC-8) opens 16:00 UTC, Adak HDT (UTC-9) 17:00 UTC: both must be open.
    const both = nextWindowOpening(alaska, schedule, at('2026-07-01T10:00:00Z'));
    expect(both?.at.toISOString()).toBe('2026-07-01T17:00:00.000Z');
    expect(both?.zone).toBe('America/Adak');
  });

  it('opens a multi-zone contact only when every zone is inside its hours', () => {
    const ctEt = windowKeyOf(['America/Chicago', 'America/New_York'], []);
    // 8:30 ET = 7:30 CT: closed; 9:00 ET = 8:00 CT: open; 21:00 ET closes it.
    expect(isWindowOpen(ctEt, schedule, at('2026-03-10T12:30:00Z'))).toBe(false);
    expect(nextWindowOpening(ctEt, schedule, at('2026-03-10T12:30:00Z'))?.at.toISOString()).toBe(
      '2026-03-10T13:00:00.000Z',
    );
    expect(isWindowOpen(ctEt, schedule, at('2026-03-11T00:30:00Z'))).toBe(true);
    expect(isWindowOpen(ctEt, schedule, at('2026-03-11T01:00:00Z'))).toBe(false);
  });

  it('follows the list schedule days and hours', () => {
    const weekdays: CallingSchedule = {
      ...schedule,
      days: [1, 2, 3, 4, 5],
      start: '10:00',
      end: '16:30',
    };
    // Friday 2026-03-13 16:30 EDT → Monday 16 March 10:00 EDT.
    expect(nextWindowOpening(NY, weekdays, at('2026-03-13T20:30:00Z'))?.at.toISOString()).toBe(
      '2026-03-16T14:00:00.000Z',
    );
  });
});
