import { AccountTimeZoneSchema } from '../../shared/weekly-report/weekly-report-inputs';

/** This browser's IANA zone when the server would accept it as an account's zone; else undefined. */
export function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return AccountTimeZoneSchema.safeParse(zone).success ? zone : undefined;
}
