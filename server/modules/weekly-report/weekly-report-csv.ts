import { csvLine } from '../../../shared/csv/csv-cell';
import { bestText, reportRows } from '../../../shared/weekly-report/report-rows';
import {
  WEEKLY_REPORT_MESSAGES,
  type WeeklyReport,
} from '../../../shared/weekly-report/weekly-report-inputs';

/** The weekly report as a CSV: the e-mail's rows, strings for strings. */
export function weeklyReportCsv(report: WeeklyReport): string {
  const lines = [
    csvLine(['Figure', 'Last week', 'Week before', 'Change']),
    ...reportRows(report).map((row) => csvLine([row.label, row.current, row.previous, row.change])),
    csvLine(['Best list', bestText(report.bestList), '', '']),
    csvLine(['Best agent', bestText(report.bestAgent), '', '']),
    csvLine(['Week', `${report.weekStart} to ${report.weekEnd}`, report.timeZone, '']),
  ];
  if (report.simulated.included) {
    lines.push(csvLine(['Simulated calls', WEEKLY_REPORT_MESSAGES.simulatedIncluded, '', '']));
  }
  return lines.join('');
}
