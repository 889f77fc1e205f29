import Holidays from 'date-holidays';

const cache = new Map<string, Set<string>>();

/**
 * The public holidays of the US (`region` null) or of one state (its own and the federal ones
 * it keeps) in `year`, as local dates "YYYY-MM-DD". From the offline `date-holidays` tables.
 */
function publicHolidays(region: string | null, year: number): Set<string> {
  const key = `${region ?? 'US'}:${year}`;
  let dates = cache.get(key);
  if (!dates) {
    const calendar = region ? new Holidays('US', region) : new Holidays('US');
    dates = new Set(
      calendar
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    cache.set(key, dates);
  }
  return dates;
}

/** Whether the local date "YYYY-MM-DD" is a US federal public holiday. */
export function isFederalHoliday(localDate: string): boolean {
  return publicHolidays(null, Number(localDate.slice(0, 4))).has(localDate);
}

/** Whether the local date is a public holiday in the state (its own or a federal one). */
export function isStateHoliday(state: string, localDate: string): boolean {
  return publicHolidays(state, Number(localDate.slice(0, 4))).has(localDate);
}
