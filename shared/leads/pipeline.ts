import { z } from 'zod';

/** The pipeline a contact moves through; Won and Lost end it. */
export const PIPELINE_STAGES = [
  'New',
  'Contacted',
  'Interested',
  'Appointment',
  'Won',
  'Lost',
] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

/** Tags the product sets itself. 'Do Not Call' is the contact's status shown as a tag. */
export const AUTO_TAGS = {
  booked: 'Booked',
  hotLead: 'Hot lead',
  notInterested: 'Not interested',
  doNotCall: 'Do Not Call',
} as const;

export const LEADS_PAGE_SIZE = 50;
export const TAG_MAX_LENGTH = 30;
export const BULK_MAX = 500;

export const LEADS_MESSAGES = {
  doNotCallTag:
    "'Do Not Call' follows the do-not-call list: add or remove the number there (Do Not Call page).",
  tagRequired: 'Enter a tag',
  tagTooLong: `A tag can be at most ${TAG_MAX_LENGTH} characters`,
  noContacts: 'Choose at least one contact',
  tooMany: `Choose at most ${BULK_MAX} contacts at a time`,
  unknownPage: 'This page of leads no longer exists. Please start from the first page.',
} as const;

const TagSchema = z
  .string()
  .trim()
  .min(1, LEADS_MESSAGES.tagRequired)
  .max(TAG_MAX_LENGTH, LEADS_MESSAGES.tagTooLong)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  .refine((tag) => !/[\u0000-\u001f\u007f]/.test(tag), LEADS_MESSAGES.tagRequired);

export const LeadFiltersSchema = z.object({
  stage: z.enum(PIPELINE_STAGES).optional(),
  tag: TagSchema.optional(),
  /** Part of a phone number in any format, the start of a ZIP, or parts of the name. */
  search: z.string().trim().max(60).optional(),
});
export type LeadFilters = z.infer<typeof LeadFiltersSchema>;

export const LeadsPageInput = z.object({
  filters: LeadFiltersSchema.optional(),
  /** The last row's contact id: the page continues below it. */
  cursor: z
    .string()
    .max(18, LEADS_MESSAGES.unknownPage)
    .regex(/^\d{1,18}$/, LEADS_MESSAGES.unknownPage)
    .nullish(),
});

const ContactIds = z
  .array(z.number().int().positive())
  .min(1, LEADS_MESSAGES.noContacts)
  .max(BULK_MAX, LEADS_MESSAGES.tooMany);

export const MoveStageInput = z.object({ contactIds: ContactIds, stage: z.enum(PIPELINE_STAGES) });
/** A tag a person (or a posted lead) may set: 'Do Not Call' follows the do-not-call list. */
export const SettableTagSchema = TagSchema.refine(
  (tag) => tag !== AUTO_TAGS.doNotCall,
  LEADS_MESSAGES.doNotCallTag,
);

export const TagContactsInput = z.object({ contactIds: ContactIds, tag: SettableTagSchema });

export type LeadRow = {
  id: number;
  firstName: string;
  phoneNumber: string;
  listId: string;
  listName: string;
  stage: PipelineStage;
  tags: string[];
  status: string;
  lastAttemptAt: string | null;
};
export type LeadsPage = { rows: LeadRow[]; nextCursor: string | null };
export type StageCount = { stage: PipelineStage; count: number };
