import { z } from 'zod';
import { singleLineText } from '../validation/bounded-text';
import { INPUT_LIMITS } from '../validation/input-limits';

/** Numbers one request may add or remove; an import sends its file in chunks of this size. */
export const DNC_CHUNK_MAX = 5_000;
export const DNC_PAGE_SIZE = 50;
const NUMBER_MAX = 64;

export const DNC_MESSAGES = {
  noNumbers: 'Enter at least one phone number',
  tooMany: `At most ${DNC_CHUNK_MAX} numbers per request`,
  invalid: 'Not a valid phone number',
  unknownContact: 'Contact not found',
  contactInvalid: 'This contact has no valid phone number',
  noPhoneColumn: 'The file has no phone numbers',
} as const;

const numbers = z
  .array(singleLineText(NUMBER_MAX, DNC_MESSAGES.invalid))
  .min(1, DNC_MESSAGES.noNumbers)
  .max(DNC_CHUNK_MAX, DNC_MESSAGES.tooMany);

export const AddDoNotCallInput = z.object({
  numbers,
  source: z.enum(['manual', 'import']).default('manual'),
});
export type AddDoNotCallInput = z.infer<typeof AddDoNotCallInput>;

/** Why a number may be called again: required for a number that opted out itself. */
const reason = singleLineText(500).optional();

export const RemoveDoNotCallInput = z.object({ numbers, reason });

export const ContactDoNotCallInput = z.object({
  contactId: z.number().int().positive(),
});
export const RemoveContactDoNotCallInput = ContactDoNotCallInput.extend({ reason });

export const DoNotCallPageInput = z.object({
  page: z.number().int().min(1).max(1_000_000),
  search: singleLineText(INPUT_LIMITS.search).optional(),
});

export type DoNotCallSource = 'manual' | 'import' | 'opt-out';

/** How a do-not-call entry's source reads on the Do Not Call page and in the evidence pack. */
export const DNC_SOURCE_LABELS: Record<DoNotCallSource, string> = {
  manual: 'Added by hand',
  import: 'Imported',
  'opt-out': 'Opted out on a call',
};

export type DoNotCallEntry = {
  phoneNumber: string;
  source: DoNotCallSource;
  createdAt: string;
};

/** What an add reports: new numbers, numbers already listed, and the ones that are not numbers. */
export type DoNotCallAddResult = {
  added: number;
  alreadyListed: number;
  invalid: string[];
};

/** What a do-not-call file's import reports (the first few numbers that are not numbers). */
export type DoNotCallFileResult = {
  added: number;
  alreadyListed: number;
  invalid: number;
  invalidExamples: string[];
};
