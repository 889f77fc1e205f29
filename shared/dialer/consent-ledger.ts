import { z } from 'zod';

export const CONSENT_EVENT_KINDS = ['granted', 'revoked', 'invalidated'] as const;
export const CONSENT_SOURCES = ['upload', 'api', 'form', 'call', 'by hand'] as const;
export type ConsentEventKind = (typeof CONSENT_EVENT_KINDS)[number];
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export const CONSENT_LEDGER_MESSAGES = {
  ownersOnly: 'Only account owners can record consent or remove a number from Do Not Call.',
  reasonRequired:
    'This number opted out itself. Say why it may be called again (at least 10 characters).',
  evidenceIncomplete:
    'Written consent needs the seller named, the consent text, how the person signed, agreement to calls using an artificial voice, and that consent is not a condition of purchase.',
  futureDate: 'The consent date cannot be in the future.',
} as const;

/**
 * What prior express written consent must show (47 CFR 64.1200(f)(9)): the seller named, the
 * number covered, the person's assent (signature or E-SIGN), agreement to calls using an
 * artificial voice, and that consent is not a condition of purchase; with where and when.
 */
export const WrittenConsentEvidence = z.object({
  sellerName: z.string().trim().min(1).max(200),
  consentText: z.string().trim().min(20).max(5000),
  assent: z.enum(['e-sign', 'signature']),
  signedBy: z.string().trim().min(1).max(200),
  agreesToArtificialVoice: z.literal(true),
  notConditionOfPurchase: z.literal(true),
  pageUrl: z.url().max(2000).optional(),
  ipAddress: z.union([z.ipv4().max(15), z.ipv6().max(45)]).optional(),
});
export type WrittenConsentEvidence = z.infer<typeof WrittenConsentEvidence>;

/**
 * What a third party (an API caller) asserted about consent, kept as it was said: a claim, never
 * written evidence, so it neither counts as evidenced nor clears a revocation.
 */
export type ConsentClaimEvidence = {
  assertedBy: string;
  text: string;
  pageUrl?: string;
  at?: string;
  ip?: string;
  userAgent?: string;
  formId?: string;
};

export type ConsentEventInput = {
  phoneNumber: string;
  kind: ConsentEventKind;
  source: ConsentSource;
  sourceDetail?: string | null;
  byVoice?: boolean;
  /** null: the source gave no date (the event counts from when it was recorded). */
  capturedAt: Date | null;
  evidence?: WrittenConsentEvidence | null;
  claimEvidence?: ConsentClaimEvidence | null;
  listId?: string | null;
};

const contactId = z.number().int().positive();

/** Consent recorded by hand on a contact's number: a grant (owners, with evidence) or a revocation. */
export const RecordConsentInput = z.object({
  contactId,
  kind: z.enum(['granted', 'revoked']),
  capturedOn: z.iso.date().max(10),
  note: z.string().trim().max(500).optional(),
  evidence: WrittenConsentEvidence.optional(),
});
export type RecordConsentInput = z.infer<typeof RecordConsentInput>;
export const ConsentHistoryInput = z.object({ contactId });
export const RequireEvidenceInput = z.object({ required: z.boolean() });

export type ConsentHistoryEntry = {
  id: string;
  kind: ConsentEventKind;
  source: ConsentSource;
  sourceDetail: string | null;
  byVoice: boolean;
  capturedAt: string | null;
  recordedAt: string;
  recordedBy: string | null;
  evidence: WrittenConsentEvidence | null;
  /** What an API caller asserted (a claim, not written evidence); null for other sources. */
  claimEvidence: ConsentClaimEvidence | null;
  /** The list whose upload recorded it; null for other sources or a deleted list. */
  listId: string | null;
};

/** How a number's consent reads for an AI call, in words. */
export function consentStateText(state: {
  granted: boolean;
  evidenced: boolean;
  source: string | null;
  revoked: boolean;
}): string {
  if (state.granted && state.evidenced) return 'Written consent on record';
  if (state.granted)
    return `Consent claimed by ${state.source ?? 'an upload'}, no written evidence`;
  if (state.revoked) return 'Consent revoked';
  return 'No consent on record';
}

/** "1 with written evidence, 2 claimed by an upload (no written evidence, not counted)". */
export function consentBreakdownText(preview: {
  evidenced: number;
  claimed: number;
  requireEvidence: boolean;
}): string {
  const claimed = preview.requireEvidence
    ? 'no written evidence, not counted: written evidence is required'
    : 'no written evidence';
  return `${preview.evidenced} with written evidence, ${preview.claimed} claimed by an upload or the API (${claimed})`;
}
