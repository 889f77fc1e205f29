import type { z } from 'zod';
import { type CallingSchedule, CallingScheduleSchema } from './calling-schedule';
import { SettingsScopeInput } from './list-inputs';

export const SCHEDULE_INPUT_MESSAGES = {
  defaultsNeedHours: 'The defaults need calling hours of their own',
  saved: 'Calling hours saved',
} as const;

/**
 * The calling hours of one list (`schedule: null`: it follows the defaults again) or of the
 * defaults (`listId: null`, which always have hours).
 */
export const SaveCallingScheduleInput = SettingsScopeInput.extend({
  schedule: CallingScheduleSchema.nullable(),
}).refine((input) => input.listId !== null || input.schedule !== null, {
  message: SCHEDULE_INPUT_MESSAGES.defaultsNeedHours,
  path: ['schedule'],
});
export type SaveCallingScheduleInput = z.infer<typeof SaveCallingScheduleInput>;

/** What the Schedule tab shows: the scope's hours, and whether a list follows the defaults. */
export type CallingScheduleView = {
  schedule: CallingSchedule;
  usesDefaults: boolean;
};
