import { z } from 'zod';
import { singleLineText } from '../validation/bounded-text';

export const BUSINESS_NAME_MAX = 100;

export const DISCLOSURE_MESSAGES = {
  businessNameRequired: 'Registered business name is required',
  businessNameTooLong: `Registered business name must be at most ${BUSINESS_NAME_MAX} characters`,
  callbackInvalid: 'Enter a valid callback number',
  saved: 'Caller identity saved',
} as const;

export const SaveDisclosureInput = z.object({
  businessName: singleLineText(BUSINESS_NAME_MAX, DISCLOSURE_MESSAGES.businessNameTooLong)
    .trim()
    .min(1, DISCLOSURE_MESSAGES.businessNameRequired),
  /** Empty: the list's caller number is the callback number. */
  callbackNumber: singleLineText(64, DISCLOSURE_MESSAGES.callbackInvalid).trim().default(''),
});
export type SaveDisclosureInput = z.infer<typeof SaveDisclosureInput>;

export type DisclosureSettings = { businessName: string | null; callbackNumber: string | null };
