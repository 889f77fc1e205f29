/**
 * SPC daily hail reports (`YYMMDD_rpts_hail.csv`): `Time` is HHMM UTC within the convective day
 * (12Z to 12Z, so a time before 1200 falls on the next calendar date), `Size` is hundredths of
 * an inch. The file's convective day comes from its name.
 */

export type ConvectiveDay = { year: number; month: number; day: number; code: string };

export type SpcRow = {
  key: string;
  dataYear: number;
  beginsAt: Date;
  /** The file's convective day (12Z to 12Z), YYYY-MM-DD. */
  localDate: string;
  sizeIn: number;
  lat: number;
  lon: number;
  state: string;
  place: string;
};

export type SpcRowResult =
  | { kind: 'no-position' }
  | { kind: 'unreadable' }
  | { kind: 'hail'; row: SpcRow };

const SPC_NAME = /(\d{2})(\d{2})(\d{2})_rpts_hail\.csv$/i;

/** The convective day in an SPC file name, or null when the name does not carry one. */
export function spcConvectiveDay(fileName: string): ConvectiveDay | null {
  const match = SPC_NAME.exec(fileName.trim());
  if (!match) return null;
  const [code, yy, mm, dd] = [match[1]! + match[2]! + match[3]!, match[1]!, match[2]!, match[3]!];
  const year = 2000 + Number(yy);
  const month = Number(mm);
  const day = Number(dd);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day, code };
}

const field = (record: Partial<Record<string, string>>, name: string) =>
  (record[name] ?? '').trim();

function coordinate(text: string, limit: number): number | null {
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

export function spcHailRow(
  record: Partial<Record<string, string>>,
  day: ConvectiveDay,
): SpcRowResult {
  const lat = coordinate(field(record, 'LAT'), 90);
  const lon = coordinate(field(record, 'LON'), 180);
  if (lat === null || lon === null) return { kind: 'no-position' };
  const time = field(record, 'TIME');
  const size = field(record, 'SIZE');
  if (!/^\d{1,4}$/.test(time) || !/^\d{1,4}$/.test(size)) return { kind: 'unreadable' };
  const hours = Math.floor(Number(time) / 100);
  const minutes = Number(time) % 100;
  if (hours > 23 || minutes > 59) return { kind: 'unreadable' };
  const nextDate = hours < 12 ? 1 : 0;
  const beginsAt = new Date(Date.UTC(day.year, day.month - 1, day.day + nextDate, hours, minutes));
  const sizeIn = Number(size) / 100;
  return {
    kind: 'hail',
    row: {
      key: `${day.code}|${time.padStart(4, '0')}|${lat}|${lon}|${size}`,
      dataYear: beginsAt.getUTCFullYear(),
      beginsAt,
      localDate: `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`,
      sizeIn,
      lat,
      lon,
      state: field(record, 'STATE'),
      place: field(record, 'LOCATION'),
    },
  };
}
