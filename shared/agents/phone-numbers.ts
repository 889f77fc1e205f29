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

/**
 * Who answers a homeowner calling the number back: the product's inbound agent, the user's own
 * Retell agent (an imported number keeps it until the owner chooses ours), or not set up yet.
 */
export type CallbackAnswering = 'product' | 'kept' | 'not-synced';

export type PhoneNumberView = {
  phoneNumber: string;
  status: PhoneNumberStatus;
  createdAt: string;
  callbacks: CallbackAnswering;
};

export type PhoneNumbersAnswer =
  | { configured: false; numbers: []; callbacksNotice: [] }
  | { configured: true; numbers: PhoneNumberView[]; callbacksNotice: string[] };

export const PhoneNumberChoiceSchema = z.object({
  phoneNumber: z.string().trim().min(1).max(32),
});

export const CALLBACK_LABELS: Record<CallbackAnswering, string> = {
  product: 'Your inbound agent',
  kept: 'Your own Retell agent (kept)',
  'not-synced': 'Not set up yet',
};

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
  callbacksTitle: 'Callbacks are on',
  callbacksNotice: (numbers: readonly string[]) =>
    `Homeowners who call back ${numbers.join(', ')} now reach your agent, and each callback shows in Call Logs as Inbound. Numbers that had their own agent in Retell keep it until you choose yours.`,
  callbacksSeen: 'Got it',
  useOurAgent: 'Use your inbound agent',
  usingOurAgent: 'This number now answers callbacks with your inbound agent.',
  chooseInboundAgentFirst: 'Choose the agent that answers callers below first.',
  numberNotFound: 'This number is not one of your numbers. Refresh the list and try again.',
} as const;
