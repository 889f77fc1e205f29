import { z } from 'zod';
import { TimeZoneSchema } from '../calls/call-log-inputs';

/** Previews one member may send themself per hour. */
export const WEEKLY_PREVIEWS_PER_HOUR = 10;

export const WEEKLY_REPORT_MESSAGES = {
  timeZoneSaved: 'Time zone saved',
  timeZoneInvalid: 'Choose a time zone by its name, such as America/Chicago',
  optedIn: 'You will get the weekly report every Monday at 8:00',
  optedOut: 'You will no longer get the weekly report',
  previewSent: 'Preview sent. Check your inbox.',
  previewLimited: 'Too many previews. Try again in an hour.',
  unsubscribed: 'You will no longer receive the weekly report from StormDialer.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  unsubscribeConfirm: 'Stop receiving the weekly report from StormDialer at this address?',
  unsubscribeButton: 'Unsubscribe',
  simulatedIncluded: 'Includes simulated calls: the account has no real calls yet.',
} as const;

/** An IANA zone name ('America/Chicago', 'UTC'): never an offset such as '+01:00' (Postgres reads those POSIX-style, sign reversed). */
export const AccountTimeZoneSchema = TimeZoneSchema.refine(
  (zone) => /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone),
  WEEKLY_REPORT_MESSAGES.timeZoneInvalid,
);

export const SaveTimeZoneInput = z.object({ timeZone: AccountTimeZoneSchema });
export type SaveTimeZoneInput = z.infer<typeof SaveTimeZoneInput>;

export const SetWeeklyReportInput = z.object({ enabled: z.boolean() });

/** timeZoneSet false: the zone is the UTC placeholder nobody chose. */
export type WeeklyReportSettings = { timeZone: string; timeZoneSet: boolean; optedIn: boolean };

/** One week's figures (cost in dollars). */
export type WeekFigures = {
  calls: number;
  connects: number;
  bookings: number;
  cost: number;
  connectRate: number | null;
  bookedRate: number | null;
  costPerBooking: number | null;
};

export type BestOf = { name: string; bookings: number; connects: number; calls: number } | null;

export type WeeklyReport = {
  timeZone: string;
  weekStart: string;
  /** The last day of the week ('YYYY-MM-DD', a Sunday). */
  weekEnd: string;
  current: WeekFigures;
  previous: WeekFigures;
  bestList: BestOf;
  bestAgent: BestOf;
  simulated: { included: boolean; realCallsExist: boolean };
};
