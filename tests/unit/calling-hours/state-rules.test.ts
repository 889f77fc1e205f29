import { describe, expect, it } from 'vitest';
import { daySpan } from '../../../server/modules/campaigns/policy/calling-hours';
import { RULE_TABLE } from '../../../server/modules/campaigns/policy/state-rule-table';
import { callCapPer24h } from '../../../server/modules/campaigns/policy/state-rules';
import {
  CallingScheduleSchema,
  DEFAULT_CALLING_SCHEDULE,
  SCHEDULE_MESSAGES,
} from '../../../shared/dialer/calling-schedule';

const open = DEFAULT_CALLING_SCHEDULE;
// A schedule as wide as can be: only the rules narrow it.
const allWeek = { ...open, days: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '24:00' };
const hm = (span: { start: number; end: number } | null) =>
  span
    ? `${Math.floor(span.start / 60)}:${String(span.start % 60).padStart(2, '0')}-` +
      `${Math.floor(span.end / 60)}:${String(span.end % 60).padStart(2, '0')}`
    : 'closed';

// 2026-03-10 Tue, 03-14 Sat, 03-15 Sun: no holiday in any state.
const TUE = { date: '2026-03-10', weekday: 2 };
const SAT = { date: '2026-03-14', weekday: 6 };
const SUN = { date: '2026-03-15', weekday: 0 };

/** Each row on those dates: weekday, Saturday, Sunday hours and the 24 h cap. */
const EXPECTED: Record<string, [string, string, string, number | null]> = {
  FL: ['8:00-20:00', '8:00-20:00', '8:00-20:00', 3],
  OK: ['8:00-20:00', '8:00-20:00', '8:00-20:00', 3],
  MD: ['8:00-20:00', '8:00-20:00', '8:00-20:00', 3],
  TX: ['9:00-21:00', '9:00-21:00', '12:00-21:00', null],
  CT: ['9:00-20:00', '9:00-20:00', '9:00-20:00', null],
  WA: ['8:00-20:00', '8:00-20:00', '8:00-20:00', null],
  MA: ['8:00-20:00', '8:00-20:00', '8:00-20:00', null],
  AL: ['8:00-20:00', '8:00-20:00', 'closed', null],
  LA: ['8:00-20:00', '8:00-20:00', 'closed', null],
  MS: ['8:00-20:00', '8:00-20:00', 'closed', null],
  RI: ['9:00-18:00', '10:00-17:00', 'closed', null],
  UT: ['8:00-21:00', '8:00-21:00', 'closed', null],
  PA: ['8:00-21:00', '8:00-21:00', '13:30-21:00', null],
  // Unverified rows (third-party summaries), applied because they are stricter.
  IL: ['9:00-21:00', '9:00-21:00', '9:00-21:00', null],
  KY: ['10:00-21:00', '10:00-21:00', '10:00-21:00', null],
  ME: ['8:00-21:00', '8:00-21:00', '8:00-21:00', 1],
  MI: ['9:00-21:00', '9:00-21:00', '9:00-21:00', null],
  MN: ['9:00-21:00', '9:00-21:00', '9:00-21:00', null],
  NE: ['8:00-21:00', '8:00-21:00', '13:00-21:00', null],
  NV: ['9:00-20:00', '9:00-20:00', '9:00-20:00', null],
  NM: ['9:00-21:00', '9:00-21:00', '9:00-21:00', null],
};
const MARCH = '2026-03-10';

describe('state rules', () => {
  it('has a row for every state and DC, and rules only where the table says', () => {
    expect(Object.keys(RULE_TABLE)).toHaveLength(51);
    const withRules = Object.entries(RULE_TABLE).filter(([, row]) => row.versions.length > 0);
    expect(withRules.map(([state]) => state).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('%s narrows the federal 8:00–21:00 as stated', (state, row) => {
    const [weekday, saturday, sunday, cap] = row;
    expect(hm(daySpan(TUE, [state], allWeek))).toBe(weekday);
    expect(hm(daySpan(SAT, [state], allWeek))).toBe(saturday);
    expect(hm(daySpan(SUN, [state], allWeek))).toBe(sunday);
    expect(callCapPer24h([state], MARCH)).toBe(cap);
  });

  it.each(Object.keys(EXPECTED))('%s: the list schedule still narrows the state row', (state) => {
    const narrow = { ...allWeek, start: '10:00', end: '12:00' };
    const span = daySpan(TUE, [state], narrow);
    expect(span && hm(span)).toBe('10:00-12:00');
  });

  it('gives a state without a row the federal hours', () => {
    expect(hm(daySpan(SUN, ['NY'], allWeek))).toBe('8:00-21:00');
    expect(callCapPer24h(['NY'], MARCH)).toBeNull();
  });

  it('applies the most restrictive of several candidate states', () => {
    // Texas opens at 9:00, Connecticut closes at 20:00; on Sunday Texas opens at 12:00.
    expect(hm(daySpan(TUE, ['CT', 'TX'], allWeek))).toBe('9:00-20:00');
    expect(hm(daySpan(SUN, ['CT', 'TX'], allWeek))).toBe('12:00-20:00');
    expect(hm(daySpan(SUN, ['PA', 'TX'], allWeek))).toBe('13:30-21:00');
    expect(hm(daySpan(SAT, ['FL', 'RI'], allWeek))).toBe('10:00-17:00');
    expect(callCapPer24h(['NY', 'FL'], MARCH)).toBe(3);
  });

  it('closes Alabama, Louisiana, Rhode Island and Utah on their state holidays', () => {
    // Alabama: Confederate Memorial Day, Monday 2026-04-27 (not federal).
    const alHoliday = { date: '2026-04-27', weekday: 1 };
    expect(daySpan(alHoliday, ['AL'], allWeek)).toBeNull();
    expect(hm(daySpan(alHoliday, ['GA'], allWeek))).toBe('8:00-21:00');
    // Federal holidays count as state holidays where the state keeps them (Labor Day).
    const laborDay = { date: '2026-09-07', weekday: 1 };
    const callsOnHolidays = { ...allWeek, skipFederalHolidays: false };
    for (const state of ['AL', 'LA', 'RI', 'UT']) {
      expect(daySpan(laborDay, [state], callsOnHolidays)).toBeNull();
    }
    expect(hm(daySpan(laborDay, ['TX'], callsOnHolidays))).toBe('9:00-21:00');
  });

  it('closes Pennsylvania on its legal holidays from 3 Dec 2019 (Act 73 of 2019), not before', () => {
    const callsOnHolidays = { ...allWeek, skipFederalHolidays: false };
    const laborDay2019 = { date: '2019-09-02', weekday: 1 };
    const laborDay2020 = { date: '2020-09-07', weekday: 1 };
    expect(hm(daySpan(laborDay2019, ['PA'], callsOnHolidays))).toBe('8:00-21:00');
    expect(daySpan(laborDay2020, ['PA'], callsOnHolidays)).toBeNull();
  });

  it("applies Pennsylvania's unverified Sunday ban from its date, 18 Oct 2026", () => {
    expect(hm(daySpan({ date: '2026-10-11', weekday: 0 }, ['PA'], allWeek))).toBe('13:30-21:00');
    expect(daySpan({ date: '2026-10-18', weekday: 0 }, ['PA'], allWeek)).toBeNull();
    const row = RULE_TABLE.PA!.versions.at(-1)!;
    expect(row).toMatchObject({ from: '2026-10-18', confidence: 'unverified' });
  });

  it('keeps a cap that starts later from the import on, and drops one that has ended', () => {
    expect(callCapPer24h(['FL'], '2030-01-01')).toBe(3);
    expect(callCapPer24h(['PA', 'TX'], MARCH)).toBeNull();
  });
});

describe('schedule validation', () => {
  const parse = (input: unknown) => CallingScheduleSchema.safeParse(input);
  const messages = (input: unknown) => {
    const result = parse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('accepts the default and normalises days and state', () => {
    expect(parse(open).success).toBe(true);
    const result = parse({ ...open, days: [6, 1, 1], defaultState: ' tx ' });
    expect(result.success && result.data).toMatchObject({ days: [1, 6], defaultState: 'TX' });
  });

  it('refuses bad times, an end before the start, no days and an unknown state', () => {
    expect(messages({ ...open, start: '8am' })).toEqual([SCHEDULE_MESSAGES.badTime]);
    expect(messages({ ...open, start: '21:00', end: '08:00' })).toEqual([
      SCHEDULE_MESSAGES.endBeforeStart,
    ]);
    expect(messages({ ...open, days: [] })).toEqual([SCHEDULE_MESSAGES.noDays]);
    expect(messages({ ...open, defaultState: 'XX' })).toEqual([SCHEDULE_MESSAGES.badState]);
  });
});
