import { z } from 'zod';
import { CALL_OUTCOMES, CAMPAIGN_STATES, CONTACT_STATUSES } from './dialer/contact-status';

/**
 * Every live event the browser can receive, one discriminated union.
 * Features add their variants here; the bus validates on publish, the client narrows on `type`.
 */
export const SystemEventSchema = z.object({
  type: z.literal('worker.heartbeat'),
  at: z.string(),
  workerId: z.string(),
});
export type SystemEvent = z.infer<typeof SystemEventSchema>;

const StatusCountsSchema = z.partialRecord(z.enum(CONTACT_STATUSES), z.number().int());

export const AccountEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('member.removed'), userId: z.string() }),
  /** Members, roles or pending invitations of the account changed: refetch the team. */
  z.object({ type: z.literal('team.changed') }),
  /** A Storm Data connection was made or removed: refetch the connections (never a secret). */
  z.object({ type: z.literal('storm.changed') }),
  /** The user's sessions ended (password change/reset), all but keepSessionId. */
  z.object({
    type: z.literal('session.revoked'),
    userId: z.string(),
    keepSessionId: z.string().nullable(),
  }),
  /** Appointments were made, changed or synced from Cal.com: refetch the calendar. */
  z.object({ type: z.literal('appointments.changed') }),
  /** A known contact called one of the account's numbers back (the owner's notice). */
  z.object({
    type: z.literal('callback.received'),
    callId: z.string(),
    listId: z.string(),
    contactId: z.string(),
    message: z.string(),
  }),
  /** One session ended (sign-out, refresh-token reuse): its open streams end. */
  z.object({ type: z.literal('session.ended'), userId: z.string(), sessionId: z.string() }),
  /** A list was created, renamed, deleted or its settings changed: refetch list summaries. */
  z.object({ type: z.literal('list.changed'), listId: z.string() }),
  /**
   * A large file's import in the worker (server/imports): rows read so far, then done (a contacts
   * file's list exists, a do-not-call file's counts) or failed (the catalogued reason).
   */
  z.object({
    type: z.literal('import.progress'),
    importId: z.string(),
    kind: z.enum(['contacts', 'do-not-call']),
    fileName: z.string(),
    state: z.enum(['importing', 'done', 'failed']),
    rows: z.number().int(),
    listId: z.string().nullable(),
    message: z.string().nullable(),
    doNotCall: z
      .object({
        added: z.number().int(),
        alreadyListed: z.number().int(),
        invalid: z.number().int(),
      })
      .nullable(),
  }),
  /** The plan, cards, credits, invoices or dial-limit pause changed: refetch billing. */
  z.object({ type: z.literal('billing.changed') }),
  z.object({
    type: z.literal('call.started'),
    listId: z.string(),
    callId: z.string(),
    contactId: z.string(),
  }),
  z.object({
    type: z.literal('call.ended'),
    listId: z.string(),
    callId: z.string(),
    contactId: z.string(),
    firstName: z.string(),
    outcome: z.enum(CALL_OUTCOMES),
    attempts: z.number().int(),
    outlook: z.enum(['retry', 'limit-reached', 'final']),
  }),
  /** The callee picked up (real calls only; simulated calls go from started to ended). */
  z.object({ type: z.literal('call.connected'), listId: z.string(), callId: z.string() }),
  /** The provider refused the call before dialling: no attempt counted, the contact is re-queued. */
  z.object({
    type: z.literal('call.not-placed'),
    listId: z.string(),
    callId: z.string(),
    contactId: z.string(),
    reason: z.string(),
  }),
  /** A test call placed from an agent card changed state. */
  z.object({
    type: z.literal('test-call.updated'),
    callId: z.string(),
    agentId: z.string().nullable(),
    state: z.enum(['in-progress', 'connected', 'ended', 'not-placed']),
    outcome: z.enum(CALL_OUTCOMES).nullable(),
    reason: z.string().nullable(),
  }),
  z.object({
    type: z.literal('contact.updated'),
    listId: z.string(),
    contactId: z.string(),
    status: z.enum(CONTACT_STATUSES),
    attempts: z.number().int(),
    lastAttemptAt: z.string().nullable(),
  }),
  z.object({
    type: z.literal('campaign.progress'),
    listId: z.string(),
    counts: StatusCountsSchema,
    total: z.number().int(),
  }),
  z.object({
    type: z.literal('campaign.state'),
    listId: z.string(),
    state: z.enum(CAMPAIGN_STATES),
    nextRunAt: z.string().nullable(),
    /** Why the dialer itself paused the campaign, shown to the user. */
    pauseReason: z.string().nullable().optional(),
    /** Why a waiting campaign waits ('calling-hours', 'zones'), and the zone of its next call. */
    waitReason: z.string().nullable().optional(),
    waitZone: z.string().nullable().optional(),
    /** Why a completed campaign left contacts nobody may call ("Nothing left to call: …"). */
    endReason: z.string().nullable().optional(),
    /** When a queued campaign joined the queue for a campaign slot ("Queued — 2 lists ahead"). */
    queuedSince: z.string().nullable().optional(),
  }),
]);
export type AccountEvent = z.infer<typeof AccountEventSchema>;
export type AccountEventType = AccountEvent['type'];

export type Tracked<E> = { id: string; event: E };

/** A Redis stream entry id, as tRPC's tracked() carries it back in `lastEventId`. */
export const EventIdSchema = z
  .string()
  .max(64)
  .regex(/^\d{1,20}-\d{1,20}$/, 'Unknown event id');

/** Input of a live stream: resume after `lastEventId`, or start from now. */
export const EventStreamInput = z.object({ lastEventId: EventIdSchema.nullish() }).optional();
