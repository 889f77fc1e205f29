import escapeHtml from 'escape-html';
import { bestText, reportRows } from '../../../shared/weekly-report/report-rows';
import {
  WEEKLY_REPORT_MESSAGES,
  type WeeklyReport,
} from '../../../shared/weekly-report/weekly-report-inputs';
import type { MailMessage } from '../../mail/mailer';

export type ReportLinks = { analyticsUrl: string; unsubscribeUrl: string };

export function weeklyReportSubject(report: WeeklyReport, preview: boolean): string {
  const subject = `Your StormDialer week: ${report.weekStart} to ${report.weekEnd}`;
  return preview ? `[Preview] ${subject}` : subject;
}

function textBody(report: WeeklyReport, links: ReportLinks): string {
  const lines = [
    `Week of ${report.weekStart} to ${report.weekEnd} (${report.timeZone}), against the week before.`,
    ...(report.simulated.included ? [WEEKLY_REPORT_MESSAGES.simulatedIncluded] : []),
    '',
    ...reportRows(report).map(
      (row) => `${row.label}: ${row.current} (week before ${row.previous}, ${row.change})`,
    ),
    '',
    `Best list: ${bestText(report.bestList)}`,
    `Best agent: ${bestText(report.bestAgent)}`,
    '',
    `See it in Analytics: ${links.analyticsUrl}`,
    '',
    `Unsubscribe from the weekly report: ${links.unsubscribeUrl}`,
  ];
  return `${lines.join('\n')}\n`;
}

function htmlBody(report: WeeklyReport, links: ReportLinks): string {
  const cells = (values: string[], tag: 'td' | 'th') =>
    `<tr>${values.map((v) => `<${tag}>${escapeHtml(v)}</${tag}>`).join('')}</tr>`;
  const rows = reportRows(report).map((r) =>
    cells([r.label, r.current, r.previous, r.change], 'td'),
  );
  return [
    `<p>Week of ${escapeHtml(report.weekStart)} to ${escapeHtml(report.weekEnd)} (${escapeHtml(report.timeZone)}), against the week before.</p>`,
    report.simulated.included
      ? `<p><b>${escapeHtml(WEEKLY_REPORT_MESSAGES.simulatedIncluded)}</b></p>`
      : '',
    `<table>${cells(['', 'Last week', 'Week before', 'Change'], 'th')}${rows.join('')}</table>`,
    `<p>Best list: ${escapeHtml(bestText(report.bestList))}<br>Best agent: ${escapeHtml(bestText(report.bestAgent))}</p>`,
    `<p><a href="${escapeHtml(links.analyticsUrl)}">See it in Analytics</a></p>`,
    `<p><a href="${escapeHtml(links.unsubscribeUrl)}">Unsubscribe from the weekly report</a></p>`,
  ].join('\n');
}

/** The weekly report e-mail, with a one-click unsubscribe (RFC 8058 headers). */
export function weeklyReportEmail(
  to: string,
  report: WeeklyReport,
  links: ReportLinks,
  options: { preview: boolean; idempotencyKey?: string },
): MailMessage {
  return {
    to,
    subject: weeklyReportSubject(report, options.preview),
    text: textBody(report, links),
    html: htmlBody(report, links),
    headers: {
      'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}),
  };
}
