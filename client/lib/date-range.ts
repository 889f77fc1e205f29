/** A range of the viewer's calendar days ('yyyy-mm-dd', both ends included) as instants. */
export type DayRange = { fromDay: string; toDay: string };

const localMidnight = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
};

/** from: the first day's local midnight; to: the midnight after the last day (exclusive). */
export function dayRangeToInstants(range: DayRange): { from?: string; to?: string } {
  const result: { from?: string; to?: string } = {};
  if (range.fromDay) result.from = localMidnight(range.fromDay).toISOString();
  if (range.toDay) {
    const end = localMidnight(range.toDay);
    end.setDate(end.getDate() + 1);
    result.to = end.toISOString();
  }
  return result;
}

export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
