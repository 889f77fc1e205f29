import { nceiZoneOffset } from './ncei-time-zone';

/** The NCEI details columns the import reads, matched by header name (never by position). */
export const NCEI_COLUMNS = [
  'BEGIN_YEARMONTH',
  'BEGIN_DAY',
  'BEGIN_TIME',
  'EPISODE_ID',
  'EVENT_ID',
  'STATE',
  'EVENT_TYPE',
  'CZ_NAME',
  'CZ_TIMEZONE',
  'MAGNITUDE',
  'BEGIN_LOCATION',
  'BEGIN_LAT',
  'BEGIN_LON',
] as const;

export type NceiRecord = Partial<Record<string, string>>;

export type HailRow = {
  eventId: number;
  episodeId: number | null;
  dataYear: number;
  beginsAt: Date;
  /** The date NCEI publishes (local standard time of `zone`), YYYY-MM-DD. */
  localDate: string;
  zone: string;
  zoneGuessed: boolean;
  sizeIn: number;
  lat: number;
  lon: number;
  state: string;
  place: string;
};

export type NceiRowResult =
  | { kind: 'other' }
  | { kind: 'no-position' }
  | { kind: 'unreadable' }
  | { kind: 'hail'; row: HailRow; zoneGuessed: boolean };

const field = (record: NceiRecord, name: string) => (record[name] ?? '').trim();

function coordinate(text: string, limit: number): number | null {
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/** BEGIN_YEARMONTH (YYYYMM), BEGIN_DAY, BEGIN_TIME (HHMM, no leading zero) in local standard time. */
function localBegin(record: NceiRecord): { ms: number; year: number } | null {
  const yearMonth = field(record, 'BEGIN_YEARMONTH');
  const day = Number(field(record, 'BEGIN_DAY'));
  const time = field(record, 'BEGIN_TIME');
  if (!/^\d{6}$/.test(yearMonth) || !/^\d{1,4}$/.test(time)) return null;
  const year = Number(yearMonth.slice(0, 4));
  const month = Number(yearMonth.slice(4));
  const hhmm = Number(time);
  const hours = Math.floor(hhmm / 100);
  const minutes = hhmm % 100;
  if (month < 1 || month > 12 || !Number.isInteger(day) || day < 1 || day > 31) return null;
  if (hours > 23 || minutes > 59) return null;
  const ms = Date.UTC(year, month - 1, day, hours, minutes);
  return new Date(ms).getUTCDate() === day ? { ms, year } : null;
}

function positiveInt(text: string): number | null {
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
}

/** One details row: a hail row in UTC, or why it is not one. */
export function nceiHailRow(record: NceiRecord): NceiRowResult {
  if (field(record, 'EVENT_TYPE').toLowerCase() !== 'hail') return { kind: 'other' };
  const lat = coordinate(field(record, 'BEGIN_LAT'), 90);
  const lon = coordinate(field(record, 'BEGIN_LON'), 180);
  if (lat === null || lon === null) return { kind: 'no-position' };
  const eventId = positiveInt(field(record, 'EVENT_ID'));
  const begin = localBegin(record);
  const state = field(record, 'STATE');
  const zone = nceiZoneOffset(field(record, 'CZ_TIMEZONE'), state);
  const sizeText = field(record, 'MAGNITUDE');
  const sizeIn = Number(sizeText);
  if (eventId === null || !begin || !zone || sizeText === '' || !(sizeIn >= 0 && sizeIn < 100)) {
    return { kind: 'unreadable' };
  }
  return {
    kind: 'hail',
    zoneGuessed: zone.guessed,
    row: {
      eventId,
      episodeId: positiveInt(field(record, 'EPISODE_ID')),
      dataYear: begin.year,
      beginsAt: new Date(begin.ms - zone.hours * 3_600_000),
      localDate: new Date(begin.ms).toISOString().slice(0, 10),
      zone: zone.label,
      zoneGuessed: zone.guessed,
      sizeIn,
      lat,
      lon,
      state,
      place: field(record, 'BEGIN_LOCATION') || field(record, 'CZ_NAME'),
    },
  };
}
