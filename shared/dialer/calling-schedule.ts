import { z } from 'zod';
import { US_STATES } from '../geo/us-states';

/** Weekdays as JavaScript numbers them: 0 = Sunday … 6 = Saturday. */
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * A list's calling hours in each contact's local time: which weekdays, from `start` to `end`
 * ("HH:MM", end exclusive), whether US federal holidays are skipped, and the state assumed for a
 * contact with no ZIP, no state column and a non-geographic number (null: such a contact is
 * never dialled).
 */
export type CallingSchedule = {
  days: number[];
  start: string;
  end: string;
  skipFederalHolidays: boolean;
  defaultState: string | null;
};

export const DEFAULT_CALLING_SCHEDULE: CallingSchedule = {
  days: [1, 2, 3, 4, 5, 6],
  start: '08:00',
  end: '21:00',
  skipFederalHolidays: true,
  defaultState: null,
};

export const SCHEDULE_MESSAGES = {
  badTime: 'Enter a time as HH:MM, for example 08:00',
  endBeforeStart: 'Calling hours must end after they start',
  noDays: 'Choose at least one calling day',
  badState: 'Choose a US state by its two-letter code, for example TX',
} as const;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

/** "HH:MM" as minutes after midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
}

export const CallingScheduleSchema = z
  .object({
    days: z
      .array(z.number().int().min(0).max(6))
      .max(7)
      .transform((days) => [...new Set(days)].sort())
      .refine((days) => days.length > 0, SCHEDULE_MESSAGES.noDays),
    start: z
      .string()
      .max(20, SCHEDULE_MESSAGES.badTime)
      .trim()
      .regex(TIME, SCHEDULE_MESSAGES.badTime)
      .refine((time) => time !== '24:00', SCHEDULE_MESSAGES.badTime),
    end: z
      .string()
      .max(20, SCHEDULE_MESSAGES.badTime)
      .trim()
      .regex(TIME, SCHEDULE_MESSAGES.badTime),
    skipFederalHolidays: z.boolean(),
    defaultState: z
      .string()
      .max(40, SCHEDULE_MESSAGES.badState)
      .trim()
      .toUpperCase()
      .refine((code) => code in US_STATES, SCHEDULE_MESSAGES.badState)
      .nullable(),
  })
  .refine(
    (s) => !TIME.test(s.start) || !TIME.test(s.end) || minutesOf(s.end) > minutesOf(s.start),
    {
      message: SCHEDULE_MESSAGES.endBeforeStart,
      path: ['end'],
    },
  );
