import { z } from 'zod';

const listId = z.uuid({ error: 'Unknown contact list' });

export const ConsentPreviewInput = z.object({ listId });
export const SetConsentRequiredInput = z.object({ listId, required: z.boolean() });

/** A list's consent picture: the setting, and how many of its valid contacts have consent. */
export type ConsentPreview = { required: boolean; withConsent: number; total: number };
