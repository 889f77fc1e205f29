import { z } from 'zod';
import { CALL_OUTCOMES } from '../dialer/contact-status';
import { CALL_DIRECTIONS } from './call-direction';
import { isKnownTimeZone } from './call-log-format';

export const CALL_LOG_STATUSES = ['In Progress', ...CALL_OUTCOMES] as const;
export const CALL_LOG_PAGE_SIZE = 25;
export const CALL_LOG_PAGE_SIZE_MAX = 100;
/** Filter value for calls without an agent ('Direct Call'). */
export const DIRECT_CALL_FILTER = 'none';

export const CALL_LOG_MESSAGES = {
  unknownCall: 'Unknown call',
  unknownPage: 'This page of call logs no longer exists. Please start from the first page.',
  badRange: 'The start of the range must come before its end',
  unknownTimeZone: 'Unknown time zone',
  noRecording: 'This call has no recording',
  recordingUnavailable: 'The recording could not be loaded. Please try again.',
  recordingRefused: 'This recording is kept at an address the server may not fetch.',
} as const;

const instant = z.iso.datetime({ offset: true }).max(40);
const agentFilter = z.union([z.uuid(), z.literal(DIRECT_CALL_FILTER)]);
export const TimeZoneSchema = z
  .string()
  .max(64)
  .refine(isKnownTimeZone, CALL_LOG_MESSAGES.unknownTimeZone);

/** A keyset cursor: the last row's start (as Postgres prints it, to the microsecond) and id. */
export const CallLogCursorSchema = z
  .string()
  .max(120)
  .regex(
    /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?\|[0-9a-f-]{36}$/,
    CALL_LOG_MESSAGES.unknownPage,
  );

const RangeFields = { from: instant.optional(), to: instant.optional() };
const validRange = (range: { from?: string; to?: string }) =>
  !range.from || !range.to || new Date(range.from) < new Date(range.to);

/** A call field's value (e.g. appointment_booked = true); no value = the field has one. */
const CallFieldFilterFields = {
  fieldName: z
    .string()
    .max(40)
    .regex(/^[a-z][a-z0-9_]*$/, 'Unknown call field')
    .optional(),
  fieldValue: z.string().max(100).optional(),
};

/** Simulated calls only, or real calls only. */
export const CALL_KINDS = ['simulated', 'real'] as const;

export const CallLogFiltersSchema = z
  .object({
    listId: z.uuid().optional(),
    status: z.enum(CALL_LOG_STATUSES).optional(),
    agentId: agentFilter.optional(),
    kind: z.enum(CALL_KINDS).optional(),
    ...CallFieldFilterFields,
    direction: z.enum(CALL_DIRECTIONS).optional(),
    /** One contact's calls, both ways (the contact's timeline). */
    contactId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    ...RangeFields,
  })
  .refine(validRange, { message: CALL_LOG_MESSAGES.badRange, path: ['to'] });
export type CallLogFilters = z.infer<typeof CallLogFiltersSchema>;

export const CallLogPageInput = z.object({
  filters: CallLogFiltersSchema.optional(),
  cursor: CallLogCursorSchema.nullish(),
  limit: z.number().int().min(1).max(CALL_LOG_PAGE_SIZE_MAX).optional(),
});
export type CallLogPageInput = z.infer<typeof CallLogPageInput>;

export const CallIdInput = z.object({ callId: z.uuid({ error: CALL_LOG_MESSAGES.unknownCall }) });

export const CallAnalyticsInput = z
  .object({
    agentId: agentFilter.optional(),
    ...RangeFields,
    timeZone: TimeZoneSchema.optional(),
    /** Unset: simulated calls count only while the account has no real call. */
    includeSimulated: z.boolean().optional(),
  })
  .refine(validRange, { message: CALL_LOG_MESSAGES.badRange, path: ['to'] });
export type CallAnalyticsInput = z.infer<typeof CallAnalyticsInput>;

/** The export's query string: the page's filters plus the viewer's time zone for the dates. */
export const CallLogExportQuery = z
  .object({
    listId: z.uuid().optional(),
    status: z.enum(CALL_LOG_STATUSES).optional(),
    agentId: agentFilter.optional(),
    kind: z.enum(CALL_KINDS).optional(),
    ...CallFieldFilterFields,
    direction: z.enum(CALL_DIRECTIONS).optional(),
    ...RangeFields,
    timeZone: TimeZoneSchema.optional(),
  })
  .refine(validRange, { message: CALL_LOG_MESSAGES.badRange, path: ['to'] });
