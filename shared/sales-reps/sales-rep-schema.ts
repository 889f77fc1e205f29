import { z } from 'zod';
import { singleLineText } from '../validation/bounded-text';
import { AccountTimeZoneSchema } from '../weekly-report/weekly-report-inputs';

/** What Settings → Team → Sales reps says (asserted verbatim in tests). */
export const SALES_REP_MESSAGES = {
  nameRequired: 'Enter the rep’s name',
  invalidPhone: 'Enter a phone number the rep answers, such as (214) 555-0100',
  daysRequired: 'Choose at least one working day',
  hoursOrder: 'The working day must end after it starts',
  notFound: 'That sales rep no longer exists',
  tooMany: (max: number) => `An account can have up to ${max} sales reps`,
  added: 'Sales rep added',
  saved: 'Sales rep saved',
  removed: 'Sales rep removed',
} as const;

export const SALES_REPS_MAX = 50;

const toMinute = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3));
const TIME_MESSAGE = 'Enter a time as HH:MM, such as 09:00';

/** "09:00" → 540. A working day starts before midnight… */
const StartClock = z
  .string()
  .max(5)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_MESSAGE)
  .transform(toMinute);
/** …and may end at it ("24:00"). */
const EndClock = z
  .string()
  .max(5)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, TIME_MESSAGE)
  .transform(toMinute);

export const SalesRepInput = z
  .object({
    name: singleLineText(80).pipe(z.string().min(1, SALES_REP_MESSAGES.nameRequired)),
    /** Cleaned on the server as uploads clean numbers (the account's default region). */
    phone: singleLineText(32),
    timeZone: AccountTimeZoneSchema,
    /** Local weekdays, 0 = Sunday. */
    days: z
      .array(z.number().int().min(0).max(6))
      .max(7)
      .refine((days) => days.length > 0, SALES_REP_MESSAGES.daysRequired),
    start: StartClock,
    end: EndClock,
    enabled: z.boolean().default(true),
  })
  .refine((rep) => rep.start < rep.end, {
    path: ['end'],
    message: SALES_REP_MESSAGES.hoursOrder,
  });
export type SalesRepInput = z.input<typeof SalesRepInput>;

export const SalesRepIdInput = z.object({ id: z.uuid() });
export const UpdateSalesRepInput = z.object({ id: z.uuid(), rep: SalesRepInput });
export const SetSalesRepEnabledInput = z.object({ id: z.uuid(), enabled: z.boolean() });

export type SalesRepView = {
  id: string;
  name: string;
  phone: string;
  timeZone: string;
  days: number[];
  /** "HH:MM" local. */
  start: string;
  end: string;
  enabled: boolean;
};

/** 540 → "09:00". */
export function clockOf(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}
