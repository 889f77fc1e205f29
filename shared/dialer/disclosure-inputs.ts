import { z } from 'zod';
import { singleLineText } from '../validation/bounded-text';

export const BUSINESS_NAME_MAX = 100;

export const DISCLOSURE_MESSAGES = {
  businessNameRequired: 'Registered business name is required',
  businessNameTooLong: `Registered business name must be at most ${BUSINESS_NAME_MAX} characters`,
  callbackInvalid: 'Enter a valid callback number',
  optOutNotTollFree: 'Enter a toll-free number (800, 833, 844, 855, 866, 877 or 888)',
  optOutNotOurs:
    'Choose one of your active phone numbers (buy a toll-free one under Voice Agents → Phone Numbers)',
  saved: 'Caller identity saved',
} as const;

export const SaveDisclosureInput = z.object({
  businessName: singleLineText(BUSINESS_NAME_MAX, DISCLOSURE_MESSAGES.businessNameTooLong)
    .trim()
    .min(1, DISCLOSURE_MESSAGES.businessNameRequired),
  /** Empty: the list's caller number is the callback number. */
  callbackNumber: singleLineText(64, DISCLOSURE_MESSAGES.callbackInvalid).trim().default(''),
  /** Empty: real calls leave no voicemail message. */
  optOutNumber: singleLineText(64, DISCLOSURE_MESSAGES.optOutNotTollFree).trim().default(''),
});
export type SaveDisclosureInput = z.infer<typeof SaveDisclosureInput>;

export type DisclosureSettings = {
  businessName: string | null;
  callbackNumber: string | null;
  optOutNumber: string | null;
};

/** North American toll-free area codes (E.164 +1 8XX). */
export const isTollFree = (e164: string) => /^\+18(00|33|44|55|66|77|88)\d{7}$/.test(e164);
