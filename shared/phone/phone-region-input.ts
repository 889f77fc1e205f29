import { z } from 'zod';
import { PHONE_REGION_MESSAGES } from './phone-messages';

/** An ISO 3166 alpha-2 region code ("US", "GB"); the server checks it against its metadata. */
export const PhoneRegionInput = z.object({
  region: z
    .string()
    .max(2)
    .regex(/^[A-Z]{2}$/, PHONE_REGION_MESSAGES.unknownRegion),
});
export type PhoneRegionInput = z.infer<typeof PhoneRegionInput>;

export type PhoneRegionView = { region: string; regions: string[] };
