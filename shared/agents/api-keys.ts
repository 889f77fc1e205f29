import { z } from 'zod';
import { singleLineText } from '../validation/bounded-text';

/** The keys of the API Keys card (spec 2.7), in the order shown. */
export const API_KEY_PROVIDERS = ['openai', 'retell', 'elevenlabs'] as const;
export type ApiKeyProvider = (typeof API_KEY_PROVIDERS)[number];

/** Every secret kind the account stores encrypted (the Cal.com key is saved by its own dialog). */
export type SecretProvider = ApiKeyProvider | 'calcom';

export const API_KEY_LABELS: Record<ApiKeyProvider, string> = {
  openai: 'OpenAI',
  retell: 'Retell AI',
  elevenlabs: 'ElevenLabs',
};

/** 'rejected': the provider refused the key when it was checked on save. */
export type ApiKeyCheckStatus = 'unchecked' | 'valid' | 'rejected';

export type ApiKeyStatus = {
  provider: ApiKeyProvider;
  configured: boolean;
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
  saved: (provider: ApiKeyProvider) => `${API_KEY_LABELS[provider]} API key saved successfully`,
  saveFailed: (message: string) => `Failed to save API key: ${message}`,
  configured: 'Configured',
  notConfigured: 'Not configured',
  requiredTitle: 'API Keys Required',
  ownersOnly: 'Only account owners can change API keys.',
} as const;

/** The Voice Agents page shows the API keys panel until both of these are configured. */
export function keysMissingForAgents(statuses: readonly ApiKeyStatus[]): boolean {
  const ok = (p: ApiKeyProvider) =>
    statuses.some((s) => s.provider === p && s.configured && s.checkStatus !== 'rejected');
  return !(ok('retell') && ok('openai'));
}
