import { TZDate } from '@date-fns/tz';

/** Reports go out on Monday from this local hour (until the day ends in the account's zone). */
export const SEND_HOUR = 8;

export type ReportWeek = {
  /** 'YYYY-MM-DD': the Monday the reported week starts on, in the zone. */
  weekStart: string;
  /** The reported week: Monday 00:00 up to the next Monday 00:00 in the zone (167–169 h in a DST week). */
  from: Date;
  to: Date;
  /** The week before, for week over week. */
  previousFrom: Date;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** This week's Monday (year, month index, day) in `zone` at the instant `now`. */
function mondayOf(now: Date, zone: string): [number, number, number] {
  const local = new TZDate(now.getTime(), zone);
  const isoDay = local.getDay() === 0 ? 7 : local.getDay();
  const monday = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate() - (isoDay - 1),
    zone,
  );
  return [monday.getFullYear(), monday.getMonth(), monday.getDate()];
}

const at = (y: number, m: number, d: number, hour: number, zone: string) =>
  new Date(new TZDate(y, m, d, hour, 0, zone).getTime());

/** The last complete week (Monday to Monday in `zone`) at the instant `now`. */
export function reportWeekAt(now: Date, zone: string): ReportWeek {
  const [y, m, d] = mondayOf(now, zone);
  const start = new TZDate(y, m, d - 7, zone);
  return {
    weekStart: `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}`,
    from: at(y, m, d - 7, 0, zone),
    to: at(y, m, d, 0, zone),
    previousFrom: at(y, m, d - 14, 0, zone),
  };
}

/** Whether `now` is on Monday, 8:00 or later, in `zone`: when last week's report is due. */
export function isReportDue(now: Date, zone: string): boolean {
  const [y, m, d] = mondayOf(now, zone);
  return now >= at(y, m, d, SEND_HOUR, zone) && now < at(y, m, d + 1, 0, zone);
}
