import { z } from 'zod';
import { singleLineText } from '../validation/bounded-text';
import { LEAD_INTAKE_MESSAGES } from './lead-intake-messages';

export const LEAD_TOKEN_SCOPE = 'leads:write';
/** Active (unrevoked) tokens an account may hold. */
export const LEAD_TOKENS_MAX = 20;

export const CreateLeadTokenInput = z.object({
  name: singleLineText(80).pipe(z.string().min(1, LEAD_INTAKE_MESSAGES.tokenNameRequired)),
});
export const RevokeLeadTokenInput = z.object({ id: z.uuid() });

export type LeadTokenView = {
  id: string;
  name: string;
  scope: typeof LEAD_TOKEN_SCOPE;
  /** The secret's first characters ("sdl_AbC1…"), never the secret. */
  hint: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

/** Shown once, right after creation. */
export type CreatedLeadToken = { token: LeadTokenView; secret: string };
