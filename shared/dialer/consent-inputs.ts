import { z } from 'zod';

const listId = z.uuid({ error: 'Unknown contact list' });

export const ConsentPreviewInput = z.object({ listId });
export const SetConsentRequiredInput = z.object({ listId, required: z.boolean() });

/**
 * A list's consent picture: whether consent is required (always for real calls, else the list's
 * switch), the switch itself, and how many of its valid contacts have consent.
 */
export type ConsentPreview = {
  required: boolean;
  listSetting: boolean;
  realCalls: boolean;
  /** The owner requires written-consent evidence: claimed consent does not count. */
  requireEvidence: boolean;
  /** Valid contacts whose consent counts for a call now. */
  withConsent: number;
  /** Of those with a counting grant: backed by written evidence, or only claimed (upload, API). */
  evidenced: number;
  claimed: number;
  total: number;
};
