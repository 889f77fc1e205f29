import { z } from 'zod';
import { singleLineText } from '../validation/bounded-text';

/**
 * The keys the API Keys card asks for: only those the server reads. Spec 2.7 also names OpenAI
 * and ElevenLabs, but Retell hosts the model and the voices (docs/decisions.md).
 */
export const API_KEY_PROVIDERS = ['retell'] as const;
export type ApiKeyProvider = (typeof API_KEY_PROVIDERS)[number];

/** Keys an earlier version asked for: kept if stored, shown as unused, never read, never asked. */
export const UNUSED_KEY_PROVIDERS = ['openai', 'elevenlabs'] as const;
export type UnusedKeyProvider = (typeof UNUSED_KEY_PROVIDERS)[number];

/** A key the card lists: one it asks for, or a stored unused one. */
export type ListedKeyProvider = ApiKeyProvider | UnusedKeyProvider;

/** Every secret kind the account stores encrypted (the Cal.com key is saved by its own dialog). */
export type SecretProvider = ApiKeyProvider | 'calcom';

/** What a stored key row may hold: a secret in use, or an unused one kept from before. */
export type StoredKeyProvider = SecretProvider | UnusedKeyProvider;

export const API_KEY_LABELS: Record<ListedKeyProvider | 'calcom', string> = {
  retell: 'Retell AI',
  calcom: 'Cal.com',
  openai: 'OpenAI',
  elevenlabs: 'ElevenLabs',
};

/** What each key is for, shown under its name. */
export const API_KEY_PURPOSES: Record<ListedKeyProvider | 'calcom', string> = {
  retell:
    "Places your agents' calls and runs them: Retell hosts the language model and the voices.",
  calcom: 'Lets agents with the calendar functions check open times and book inspections.',
  openai: 'Not used: Retell hosts the language model. The stored key is kept but never read.',
  elevenlabs: 'Not used: Retell hosts the voices. The stored key is kept but never read.',
};

/** 'rejected': the provider refused the key when it was checked on save. */
export type ApiKeyCheckStatus = 'unchecked' | 'valid' | 'rejected';

export type ApiKeyStatus = {
  provider: ListedKeyProvider;
  configured: boolean;
  /** A stored key the product never reads (listed only when stored). */
  unused: boolean;
  checkStatus: ApiKeyCheckStatus | null;
  /** The provider's refusal in the spec's words (e.g. the 401 text), when rejected. */
  checkMessage: string | null;
  updatedAt: string | null;
};

/** Longest key accepted; real provider keys are well under 200 characters. */
export const API_KEY_MAX_LENGTH = 500;

export const SaveApiKeySchema = z.object({
  provider: z.enum(API_KEY_PROVIDERS),
  key: singleLineText(API_KEY_MAX_LENGTH).pipe(z.string().min(1, 'Enter an API key')),
});
export type SaveApiKeyInput = z.infer<typeof SaveApiKeySchema>;

export const API_KEY_MESSAGES = {
  saved: (provider: ListedKeyProvider) => `${API_KEY_LABELS[provider]} API key saved successfully`,
  saveFailed: (message: string) => `Failed to save API key: ${message}`,
  configured: 'Configured',
  notConfigured: 'Not configured',
  unused: 'Stored, unused',
  requiredTitle: 'API Keys Required',
  ownersOnly: 'Only account owners can change API keys.',
} as const;

/** Booking is on when an agent uses a calendar function; it then needs Cal.com connected. */
export function bookingIsOn(agents: readonly { functions: readonly string[] }[]): boolean {
  return agents.some((a) =>
    a.functions.some((f) => f === 'check-calendar' || f === 'book-calendar'),
  );
}

/**
 * The Voice Agents page shows the API keys panel until a usable Retell key is stored and, where
 * booking is on, Cal.com is connected.
 */
export function keysMissingForAgents(
  statuses: readonly ApiKeyStatus[],
  calendar: { bookingOn: boolean; calcomConnected: boolean },
): boolean {
  const retellOk = statuses.some(
    (s) => s.provider === 'retell' && s.configured && s.checkStatus !== 'rejected',
  );
  return !retellOk || (calendar.bookingOn && !calendar.calcomConnected);
}
