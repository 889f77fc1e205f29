import { z } from 'zod';
import { CALL_LOG_MESSAGES, DIRECT_CALL_FILTER, TimeZoneSchema } from '../calls/call-log-inputs';

/** At most this many filter sets compared side by side. */
export const FUNNEL_MAX_SCOPES = 2;
/** A conversation counts once the call lasted this long. */
export const CONVERSATION_MIN_SECONDS = 30;
/** Filter value for calls outside any list (test calls). */
export const NO_LIST_FILTER = 'none';

export const FUNNEL_MESSAGES = {
  tooManyScopes: `Compare at most ${FUNNEL_MAX_SCOPES} sets of filters`,
  noScope: 'Choose at least one set of filters',
} as const;

const instant = z.iso.datetime({ offset: true }).max(40);

/** One set of filters: date range, list, agent (a variant is an agent of the list). */
export const FunnelScopeSchema = z
  .object({
    listId: z.union([z.uuid(), z.literal(NO_LIST_FILTER)]).optional(),
    agentId: z.union([z.uuid(), z.literal(DIRECT_CALL_FILTER)]).optional(),
    from: instant.optional(),
    to: instant.optional(),
  })
  .refine((r) => !r.from || !r.to || new Date(r.from) < new Date(r.to), {
    message: CALL_LOG_MESSAGES.badRange,
    path: ['to'],
  });
export type FunnelScope = z.infer<typeof FunnelScopeSchema>;

export const CallFunnelInput = z.object({
  scopes: z
    .array(FunnelScopeSchema)
    .min(1, FUNNEL_MESSAGES.noScope)
    .max(FUNNEL_MAX_SCOPES, FUNNEL_MESSAGES.tooManyScopes),
  timeZone: TimeZoneSchema.optional(),
  /** Unset: simulated calls count only while the account has no real call. */
  includeSimulated: z.boolean().optional(),
});
export type CallFunnelInput = z.infer<typeof CallFunnelInput>;
