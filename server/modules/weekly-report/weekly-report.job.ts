import type { AppDeps } from '../../deps';
import { isReportDue, reportWeekAt } from './report-week';
import { mailWeeklyReport } from './send-weekly-report';
import { claimSend, optedInMembers, releaseSend } from './weekly-report.repository';

/**
 * Hourly: every opted-in member whose account's Monday 8:00 has come (and whose Monday is not over)
 * gets last week's report once. The send row is claimed before the mail goes out, so a second run,
 * a retry or another worker after a restart sends nothing; a refused send gives the claim back.
 * Returns how many reports went out.
 */
export async function sendDueWeeklyReports(deps: AppDeps, now: Date = new Date()): Promise<number> {
  let sent = 0;
  for (const member of await optedInMembers(deps.db)) {
    if (!isReportDue(now, member.timeZone)) continue;
    const { weekStart } = reportWeekAt(now, member.timeZone);
    if (!(await claimSend(deps.db, member, weekStart))) continue;
    try {
      await mailWeeklyReport(deps, member, now, { preview: false });
      sent += 1;
    } catch (error) {
      await releaseSend(deps.db, member, weekStart);
      deps.logger.warn({ err: error, accountId: member.accountId }, 'weekly report not sent');
    }
  }
  return sent;
}
