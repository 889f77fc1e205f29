import { z } from 'zod';

export const BuyNumberSchema = z.object({
  areaCode: z
    .number({ error: 'Enter a 3-digit US area code' })
    .int('Enter a 3-digit US area code')
    .min(200, 'Enter a 3-digit US area code')
    .max(999, 'Enter a 3-digit US area code'),
});

/** 'active' and 'pending' have their own styling; anything else is shown as failed (red). */
export type PhoneNumberStatus = 'active' | 'pending' | 'failed';

export type PhoneNumberView = { phoneNumber: string; status: PhoneNumberStatus; createdAt: string };

export type PhoneNumbersAnswer =
  | { configured: false; numbers: [] }
  | { configured: true; numbers: PhoneNumberView[] };

export const PHONE_MESSAGES = {
  loadFailed: 'Failed to load phone numbers. Please try again.',
  purchased: 'Number Purchased',
  purchaseFailed: 'Purchase Failed',
  keyRequiredTitle: 'API Key Required',
  keyRequired: 'Configure your Retell API key in Settings first.',
  notConfigured: 'Retell API key not configured. Please add your API key in Settings.',
  monthlyCharge:
    'Each number is billed monthly by Retell AI (about $2 per month per number) until you release it in Retell.',
  ownersOnly: 'Only account owners can buy numbers.',
} as const;
