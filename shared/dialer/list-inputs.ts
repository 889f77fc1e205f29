import { z } from 'zod';
import { multiLineText, singleLineText } from '../validation/bounded-text';
import { INPUT_LIMITS } from '../validation/input-limits';
import { CONTACT_STATUSES } from './contact-status';
import { RedialSettingsSchema } from './redial-settings';

export const LIST_NAME_MAX = 120;
export const LIST_DESCRIPTION_MAX = 500;
export const CONTACTS_PAGE_SIZE_MAX = 100;
/** Deeper than any list can be (10 MB of contacts at one per page). */
export const CONTACTS_PAGE_MAX = 1_000_000;

export const LIST_INPUT_MESSAGES = {
  nameRequired: 'List name is required',
  nameTooLong: `List name must be at most ${LIST_NAME_MAX} characters`,
  descriptionTooLong: `Description must be at most ${LIST_DESCRIPTION_MAX} characters`,
} as const;

const listId = z.uuid({ error: 'Unknown contact list' });

export const ListNameSchema = singleLineText(LIST_NAME_MAX, LIST_INPUT_MESSAGES.nameTooLong).min(
  1,
  LIST_INPUT_MESSAGES.nameRequired,
);

export const ListDescriptionSchema = multiLineText(
  LIST_DESCRIPTION_MAX,
  LIST_INPUT_MESSAGES.descriptionTooLong,
).trim();

export const ListIdInput = z.object({ listId });
export type ListIdInput = z.infer<typeof ListIdInput>;

export const ContactsPageInput = z.object({
  listId,
  page: z.number().int().min(1).max(CONTACTS_PAGE_MAX),
  pageSize: z.number().int().min(1).max(CONTACTS_PAGE_SIZE_MAX),
  status: z.enum(CONTACT_STATUSES).optional(),
  search: singleLineText(INPUT_LIMITS.search).optional(),
});
export type ContactsPageInput = z.infer<typeof ContactsPageInput>;

export const UpdateListDetailsInput = z.object({
  listId,
  name: ListNameSchema,
  description: ListDescriptionSchema.default(''),
});
export type UpdateListDetailsInput = z.infer<typeof UpdateListDetailsInput>;

/** `listId: null` addresses the account defaults (what new uploads get). */
export const SettingsScopeInput = z.object({ listId: listId.nullable() });
export type SettingsScopeInput = z.infer<typeof SettingsScopeInput>;

export const SaveCallSettingsInput = z.object({
  listId: listId.nullable(),
  redial: RedialSettingsSchema,
});
export type SaveCallSettingsInput = z.infer<typeof SaveCallSettingsInput>;

export const SaveGeneralInput = z.object({
  listId: listId.nullable(),
  name: ListNameSchema,
  description: ListDescriptionSchema.default(''),
});
export type SaveGeneralInput = z.infer<typeof SaveGeneralInput>;

/** The voice agent and caller number of a list (null: follow the defaults) or of the defaults. */
export const SaveVoiceInput = z.object({
  listId: listId.nullable(),
  voiceAgentId: z.uuid().nullable(),
  callerNumber: z
    .string()
    .max(20)
    .regex(/^\+[1-9]\d{6,14}$/, 'Choose a caller number')
    .nullable(),
});
export type SaveVoiceInput = z.infer<typeof SaveVoiceInput>;
