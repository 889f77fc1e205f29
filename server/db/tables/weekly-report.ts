import type { ColumnType } from 'kysely';
import type { CreatedAt } from './core';

export interface WeeklyReportSendsTable {
  account_id: string;
  user_id: string;
  /** The Monday the reported week starts on, in the account's zone (written as 'YYYY-MM-DD'). */
  week_start: ColumnType<Date, string, string>;
  sent_at: CreatedAt;
}

export interface WeeklyReportTables {
  weekly_report_sends: WeeklyReportSendsTable;
}
