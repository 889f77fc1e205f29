import { z } from 'zod';

/** A registry copy's age limit: a copy obtained no more than 31 days before the call (16 CFR 310.4(b)(3)(iv)). */
export const REGISTRY_FRESH_DAYS = 31;

export const REGISTRY_MESSAGES = {
  ownersOnly: 'Only account owners can record a registry subscription or import a registry copy.',
  noNumbers: 'The registry file has no valid numbers',
  futureDownload: 'The download date cannot be in the future.',
  noSubscription:
    'Record the account’s subscription (SAN) for this registry before importing a copy.',
} as const;

export const RegistryCode = z.union([z.literal('national'), z.string().regex(/^[A-Z]{2}$/)]);

export const RegistryCopyInput = z.object({
  registry: RegistryCode,
  kind: z.enum(['full', 'changes']),
  /** null: the whole list. */
  areaCodes: z
    .array(z.string().regex(/^[2-9]\d{2}$/))
    .min(1)
    .max(1000)
    .nullable(),
  downloadDate: z.iso.date().max(10),
});
export type RegistryCopyInput = z.infer<typeof RegistryCopyInput>;

export const RegistrySubscriptionInput = z.object({
  registry: RegistryCode,
  subscriptionId: z.string().trim().min(1).max(100),
});
