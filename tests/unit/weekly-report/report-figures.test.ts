import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  unsubscribeToken,
  verifyUnsubscribeToken,
} from '../../../server/modules/weekly-report/unsubscribe-token';
import { weeklyReportCsv } from '../../../server/modules/weekly-report/weekly-report-csv';
import { weeklyReportEmail } from '../../../server/modules/weekly-report/weekly-report-mail';
import { reportRows } from '../../../shared/weekly-report/report-rows';
import type { WeeklyReport } from '../../../shared/weekly-report/weekly-report-inputs';

const REPORT: WeeklyReport = {
  timeZone: 'America/Chicago',
  weekStart: '2026-11-16',
  weekEnd: '2026-11-22',
  current: {
    calls: 1200,
    connects: 300,
    bookings: 12,
    cost: 84.5,
    connectRate: 25,
    bookedRate: 1,
    costPerBooking: 84.5 / 12,
  },
  previous: {
    calls: 1000,
    connects: 310,
    bookings: 12,
    cost: 90,
    connectRate: 31,
    bookedRate: 1.2,
    costPerBooking: 7.5,
  },
  bestList: { name: 'Hail, Plano', bookings: 8, connects: 120, calls: 500 },
  bestAgent: null,
  simulated: { included: false, realCallsExist: true },
};
const LINKS = {
  analyticsUrl: 'https://app.example.test/analytics',
  unsubscribeUrl: 'https://app.example.test/api/weekly-report/unsubscribe?token=t',
};

describe('weekly report figures', () => {
  it('shows each figure last week, the week before and the change', () => {
    expect(reportRows(REPORT)).toEqual([
      { label: 'Calls', current: '1,200', previous: '1,000', change: 'up 200' },
      { label: 'Connects', current: '300', previous: '310', change: 'down 10' },
      { label: 'Bookings', current: '12', previous: '12', change: 'no change' },
      { label: 'Cost', current: '$84.50', previous: '$90.00', change: 'down $5.50' },
      { label: 'Connect rate', current: '25.0%', previous: '31.0%', change: 'down 6.0 pts' },
      { label: 'Booked rate', current: '1.0%', previous: '1.2%', change: 'down 0.2 pts' },
      { label: 'Cost per booking', current: '$7.04', previous: '$7.50', change: 'down $0.46' },
    ]);
  });

  it('shows N/A for a rate of a week without calls', () => {
    const empty = { ...REPORT.previous, calls: 0, connectRate: null, costPerBooking: null };
    const rows = reportRows({ ...REPORT, previous: empty });
    expect(rows[4]).toEqual({
      label: 'Connect rate',
      current: '25.0%',
      previous: 'N/A',
      change: 'N/A',
    });
  });

  it('mails the same rows as the CSV, with the best list and agent and both links', () => {
    const mail = weeklyReportEmail('me@example.test', REPORT, LINKS, { preview: false });
    expect(mail.subject).toBe('Your StormDialer week: 2026-11-16 to 2026-11-22');
    expect(mail.text).toContain('Calls: 1,200 (week before 1,000, up 200)');
    expect(mail.text).toContain('Best list: Hail, Plano (8 bookings, 120 connects, 500 calls)');
    expect(mail.text).toContain('Best agent: No calls last week');
    expect(mail.text).toContain(`See it in Analytics: ${LINKS.analyticsUrl}`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${LINKS.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).not.toContain('simulated');
    const csv = Papa.parse<string[]>(weeklyReportCsv(REPORT), { skipEmptyLines: true }).data;
    expect(csv[0]).toEqual(['Figure', 'Last week', 'Week before', 'Change']);
    expect(mail.html).toContain('<th></th><th>Last week</th><th>Week before</th><th>Change</th>');
    for (const row of reportRows(REPORT)) {
      expect(csv).toContainEqual([row.label, row.current, row.previous, row.change]);
      expect(mail.text).toContain(
        `${row.label}: ${row.current} (week before ${row.previous}, ${row.change})`,
      );
    }
    expect(csv).toContainEqual([
      'Best list',
      'Hail, Plano (8 bookings, 120 connects, 500 calls)',
      '',
      '',
    ]);
  });

  it('labels a report that includes simulated calls, and marks a preview', () => {
    const simulated = { ...REPORT, simulated: { included: true, realCallsExist: false } };
    const mail = weeklyReportEmail('me@example.test', simulated, LINKS, { preview: true });
    expect(mail.subject).toBe('[Preview] Your StormDialer week: 2026-11-16 to 2026-11-22');
    expect(mail.text).toContain('Includes simulated calls: the account has no real calls yet.');
    expect(weeklyReportCsv(simulated)).toContain(
      'Includes simulated calls: the account has no real calls yet.',
    );
  });

  it('accepts only unsubscribe tokens signed with the server key', () => {
    const userId = '3f0c2a4e-1b7d-4c11-9a55-0d6f1e2b3c4d';
    const token = unsubscribeToken(userId, 'secret-a');
    expect(verifyUnsubscribeToken(token, 'secret-a')).toBe(userId);
    expect(verifyUnsubscribeToken(token, 'secret-b')).toBeNull();
    const other = '3f0c2a4e-1b7d-4c11-9a55-0d6f1e2b3c4e';
    expect(verifyUnsubscribeToken(`${other}.${token.split('.')[1]}`, 'secret-a')).toBeNull();
    expect(verifyUnsubscribeToken('garbage', 'secret-a')).toBeNull();
  });
});
