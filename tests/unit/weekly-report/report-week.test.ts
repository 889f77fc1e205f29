import { describe, expect, it } from 'vitest';
import { isReportDue, reportWeekAt } from '../../../server/modules/weekly-report/report-week';

const hours = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 3_600_000;

describe('weekly report weeks in the account zone', () => {
  it('reports the last complete Monday-to-Monday week of the zone', () => {
    // Monday 2026-11-23 9:00 in Chicago (15:00 UTC): the week of Nov 16 is over.
    const week = reportWeekAt(new Date('2026-11-23T15:00:00Z'), 'America/Chicago');
    expect(week).toEqual({
      weekStart: '2026-11-16',
      from: new Date('2026-11-16T06:00:00Z'),
      to: new Date('2026-11-23T06:00:00Z'),
      previousFrom: new Date('2026-11-09T06:00:00Z'),
    });
  });

  it('judges the weekday in the zone, not in UTC', () => {
    // Monday 02:00 UTC is still Sunday evening in Los Angeles: the last complete week is older.
    expect(reportWeekAt(new Date('2026-11-23T02:00:00Z'), 'America/Los_Angeles').weekStart).toBe(
      '2026-11-09',
    );
    expect(reportWeekAt(new Date('2026-11-23T02:00:00Z'), 'UTC').weekStart).toBe('2026-11-16');
    // Monday 00:30 in Tokyo is Sunday 15:30 UTC.
    expect(reportWeekAt(new Date('2026-11-22T15:30:00Z'), 'Asia/Tokyo').weekStart).toBe(
      '2026-11-16',
    );
  });

  it('has 167 hours in the week clocks spring forward and 169 in the week they fall back', () => {
    const spring = reportWeekAt(new Date('2026-03-09T13:00:00Z'), 'America/New_York');
    expect(spring.weekStart).toBe('2026-03-02');
    expect(spring.from).toEqual(new Date('2026-03-02T05:00:00Z'));
    expect(spring.to).toEqual(new Date('2026-03-09T04:00:00Z'));
    expect(hours(spring.from, spring.to)).toBe(167);
    const fall = reportWeekAt(new Date('2026-11-02T14:00:00Z'), 'America/New_York');
    expect(fall.weekStart).toBe('2026-10-26');
    expect(hours(fall.from, fall.to)).toBe(169);
    expect(hours(fall.previousFrom, fall.from)).toBe(168);
    // Europe changes a week earlier than the US in autumn.
    const london = reportWeekAt(new Date('2026-10-26T09:00:00Z'), 'Europe/London');
    expect(london.from).toEqual(new Date('2026-10-18T23:00:00Z'));
    expect(hours(london.from, london.to)).toBe(169);
  });

  it('is due from Monday 8:00 in the zone until that Monday ends, never before', () => {
    const zone = 'America/Chicago';
    expect(isReportDue(new Date('2026-11-23T13:59:59Z'), zone)).toBe(false); // 7:59:59
    expect(isReportDue(new Date('2026-11-23T14:00:00Z'), zone)).toBe(true); // 8:00
    expect(isReportDue(new Date('2026-11-24T05:59:59Z'), zone)).toBe(true); // 23:59:59
    expect(isReportDue(new Date('2026-11-24T06:00:00Z'), zone)).toBe(false); // Tuesday
    expect(isReportDue(new Date('2026-11-22T14:00:00Z'), zone)).toBe(false); // Sunday 8:00
    // Monday 8:00 right after clocks spring forward (US, 2026-03-08) is 12:00 UTC in New York.
    expect(isReportDue(new Date('2026-03-09T11:59:00Z'), 'America/New_York')).toBe(false);
    expect(isReportDue(new Date('2026-03-09T12:00:00Z'), 'America/New_York')).toBe(true);
  });
});
