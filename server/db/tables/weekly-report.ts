import type { CreatedAt } from './core';

export interface WeeklyReportSendsTable {
  account_id: string;
  user_id: string;
  /** 'YYYY-MM-DD': the Monday the reported week starts on, in the account's zone. */
  week_start: string;
  sent_at: CreatedAt;
}

export interface WeeklyReportTables {
  weekly_report_sends: WeeklyReportSendsTable;
}
