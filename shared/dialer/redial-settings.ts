import { z } from 'zod';
import { RETRYABLE_STATUSES, type RetryableStatus } from './contact-status';

export const REDIAL_LIMITS = {
  maxAttempts: { min: 1, max: 10, fallback: 1 },
  retryDelayMinutes: { min: 5, max: 1440, fallback: 60 },
} as const;

export type RedialSettings = {
  maxAttempts: number;
  retryDelayMinutes: number;
  retryStatuses: RetryableStatus[];
};

export const DEFAULT_REDIAL_SETTINGS: RedialSettings = {
  maxAttempts: 3,
  retryDelayMinutes: 60,
  retryStatuses: ['Dial No Answer', 'Reached Voicemail'],
};

export const DEFAULT_LIST_NAME = 'Contacts List';

function boundedNumber(limits: { min: number; max: number; fallback: number }) {
  // A number, or the text of a number input (anything non-numeric falls back).
  return z
    .union([z.number(), z.string().max(32), z.null()])
    .optional()
    .transform((value) => {
      const parsed = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
      if (!Number.isFinite(parsed)) return limits.fallback;
      return Math.min(limits.max, Math.max(limits.min, Math.round(parsed)));
    });
}

/**
 * Call Settings as the spec states them: max attempts 1-10 (non-numeric → 1), retry delay
 * 5-1440 minutes (non-numeric → 60), retry statuses among the two retryable ones.
 */
export const RedialSettingsSchema = z.object({
  maxAttempts: boundedNumber(REDIAL_LIMITS.maxAttempts),
  retryDelayMinutes: boundedNumber(REDIAL_LIMITS.retryDelayMinutes),
  retryStatuses: z
    .array(z.enum(RETRYABLE_STATUSES))
    .max(10)
    .transform((statuses) => RETRYABLE_STATUSES.filter((s) => statuses.includes(s))),
});

export function normalizeRedialSettings(input: unknown): RedialSettings {
  return RedialSettingsSchema.parse(input);
}
