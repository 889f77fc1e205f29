/**
 * The one date-time formatter: the viewer's locale and time zone (the runtime's defaults, i.e. the
 * browser's), so '9:42 PM' and '21:42:13' never mix on one screen. Pass `locale`/`timeZone`
 * explicitly only where the viewer is not the runtime (tests, e-mails).
 */
export type DateTimeStyle = 'date' | 'time' | 'dateTime';

const OPTIONS: Record<DateTimeStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
};

const cache = new Map<string, Intl.DateTimeFormat>();

function formatterFor(style: DateTimeStyle, locale?: string, timeZone?: string) {
  const key = `${style}|${locale ?? ''}|${timeZone ?? ''}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...OPTIONS[style], timeZone });
    cache.set(key, formatter);
  }
  return formatter;
}

/** 'Nov 22, 2026' · '9:42 PM' · 'Nov 22, 2026, 9:42 PM' (en-US; other locales their own way). */
export function formatDateTime(
  value: Date | string | number,
  style: DateTimeStyle = 'dateTime',
  options: { locale?: string; timeZone?: string } = {},
): string {
  return formatterFor(style, options.locale, options.timeZone).format(new Date(value));
}
