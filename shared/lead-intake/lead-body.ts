import { z } from 'zod';
import { SettableTagSchema } from '../leads/pipeline';
import { singleLineText } from '../validation/bounded-text';
import { LEAD_INTAKE_MESSAGES } from './lead-intake-messages';

/** Largest lead body `POST /api/v1/leads` reads. */
export const LEAD_BODY_MAX_BYTES = 32 * 1024;
export const LEAD_TAGS_MAX = 20;

const text = (max: number) => singleLineText(max).optional();

/**
 * What a caller asserts about the lead's consent: recorded in the consent ledger as a claim
 * "asserted by <token name>", never as first-party written consent.
 */
export const LeadConsentClaim = z.strictObject({
  text: z.string().trim().min(1).max(5000),
  pageUrl: z.url().max(2000).optional(),
  at: z.iso.datetime({ offset: true }).optional(),
  ip: z.union([z.ipv4(), z.ipv6()]).optional(),
  userAgent: text(500),
  formId: text(200),
});
export type LeadConsentClaim = z.infer<typeof LeadConsentClaim>;

/** The JSON body of `POST /api/v1/leads`. Unknown fields are refused, so a typo is not lost. */
export const LeadBody = z.strictObject({
  phone: z
    .string({ error: LEAD_INTAKE_MESSAGES.phoneRequired })
    .trim()
    .min(1, LEAD_INTAKE_MESSAGES.phoneRequired)
    .max(40, LEAD_INTAKE_MESSAGES.phoneInvalid),
  firstName: text(100),
  lastName: text(100),
  address: text(300),
  city: text(100),
  state: text(40),
  zip: text(20),
  tags: z.array(SettableTagSchema).max(LEAD_TAGS_MAX).optional(),
  listId: z.uuid().optional(),
  consent: LeadConsentClaim.optional(),
});
export type LeadBody = z.infer<typeof LeadBody>;

/** The answer to an accepted lead. */
export type LeadAccepted = { leadId: number; contactId: number; listId: string; merged: boolean };

/** Field errors of a refused body, by field path ("consent.pageUrl"). */
export function leadFieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  const add = (at: string, message: string) => {
    fields[at] = [...(fields[at] ?? []), message];
  };
  for (const issue of error.issues) {
    const at = issue.path.join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(at === '' ? key : `${at}.${key}`, 'Unknown field');
    } else add(at === '' ? '(body)' : at, issue.message);
  }
  return fields;
}
