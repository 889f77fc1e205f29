import { z } from 'zod';
import { singleLineText } from '../validation/bounded-text';
import { STORM_MESSAGES } from './storm-messages';
import { DEFAULT_HAIL_RADIUS_MILES } from './storm-schemas';

/** "Call homeowners in this area": the searched place and radius, and the storm the list is for. */
export const StormListSchema = z.object({
  address: singleLineText(300).pipe(z.string().min(1, STORM_MESSAGES.addressRequired)),
  radiusMiles: z.number().min(1).max(50).default(DEFAULT_HAIL_RADIUS_MILES),
  eventId: z
    .string()
    .max(20)
    .regex(/^\d{1,18}$/, 'Choose the storm the list is for'),
});

/** A contact left out because no ZIP places it (shown under the count). */
export type SkippedContact = { listName: string; firstName: string; phoneNumber: string };

/** What the dialog shows before the list is created (and what creating it did). */
export type StormListPreview = {
  /** Contacts the new list gets (one per number). */
  count: number;
  skipped: {
    answeredOrCompleted: number;
    doNotCall: number;
    invalidNumber: number;
    /** Contacts of the account whose file gave no ZIP, or one not in the offline ZIP list. */
    noUsableZip: number;
    noUsableZipSample: SkippedContact[];
  };
  storm: { date: string; sizeInches: number; city: string };
};

export const STORM_LIST_MESSAGES = {
  eventNotInArea:
    'That hail report is not inside the searched area; search again and pick one of its results.',
  nobodyInArea: 'None of your contacts inside this area can be called: no list was created.',
  callAction: 'Call homeowners in this area',
} as const;
