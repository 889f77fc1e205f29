import type { AppDeps } from '../../deps';
import { unsubscribeUrl } from './unsubscribe-token';
import { buildWeeklyReport } from './weekly-report.service';
import { weeklyReportEmail } from './weekly-report-mail';

type Member = { accountId: string; userId: string; email: string };

/** Builds the account's report of the last complete week at `now` and mails it to one member. */
export async function mailWeeklyReport(
  deps: AppDeps,
  member: Member,
  now: Date,
  options: { preview: boolean },
): Promise<string> {
  const report = await buildWeeklyReport(deps, member.accountId, now);
  const appUrl = deps.config.http.appUrl.replace(/\/$/, '');
  const links = {
    analyticsUrl: `${appUrl}/dashboard/analytics`,
    unsubscribeUrl: unsubscribeUrl(appUrl, member.userId, deps.config.auth.jwtSecret),
  };
  const idempotencyKey = options.preview
    ? undefined
    : `weekly-report/${member.accountId}/${member.userId}/${report.weekStart}`;
  await deps.mailer.send(
    weeklyReportEmail(member.email, report, links, { preview: options.preview, idempotencyKey }),
  );
  return report.weekStart;
}
