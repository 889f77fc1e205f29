import { z } from 'zod';
import type { ContactRow } from './list-summary';

export const ContactDetailsInput = z.object({
  contactId: z
    .string()
    .max(18, { error: 'Unknown contact' })
    .regex(/^[1-9]\d{0,17}$/, { error: 'Unknown contact' }),
});
export type ContactDetailsInput = z.infer<typeof ContactDetailsInput>;

/** One contact with where it is called from and why it is not being called now. */
export type ContactDetails = ContactRow & {
  /** The contact's candidate time zones (calling hours must hold in every one). */
  timeZones: string[];
  /** Where they came from: zip, state, number, list-default. */
  zoneSources: string[];
  /** A radar swath list's estimated hail size at the contact, worded as its calls say it. */
  hailEstimate: string | null;
};
