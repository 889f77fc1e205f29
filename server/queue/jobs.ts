import { z } from 'zod';
import { CALL_OUTCOMES } from '../../shared/dialer/contact-status';
import { RegistryCopyInput } from '../../shared/dialer/registries';

/** The one catalogue of jobs: queue, payload schema. Handlers live in worker/handlers.ts. */
export const QUEUE_NAMES = ['system', 'dialer'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/** Most outcomes one `call-outcomes` job carries. */
export const MAX_OUTCOMES_PER_JOB = 1000;

export const JOBS = {
  'health-ping': { queue: 'system', payload: z.object({}) },
  /**
   * The rounds of every campaign due by `dueAt` (a time window shared by all campaigns), claimed
   * in set-based batches. Idempotent: a campaign's plan lives on its row, not in the job.
   */
  'dial-round': {
    queue: 'dialer',
    payload: z.object({ dueAt: z.iso.datetime() }),
  },
  /** Outcomes a voice provider reported, recorded together; `notBefore` is when the calls end. */
  'call-outcomes': {
    queue: 'dialer',
    payload: z.object({
      outcomes: z
        .array(z.object({ callId: z.uuid(), outcome: z.enum(CALL_OUTCOMES) }))
        .min(1)
        .max(MAX_OUTCOMES_PER_JOB),
      notBefore: z.iso.datetime().optional(),
    }),
  },
  /**
   * One stored provider call event (provider_webhook_events). `decideAt`: when the wait for a
   * conversation's analysis is over and its status is decided from what arrived.
   */
  'provider-event': {
    queue: 'dialer',
    payload: z.object({ eventId: z.uuid(), decideAt: z.iso.datetime().optional() }),
  },
  /**
   * Drains every stored provider event that is due, in batches. The intake queues one per short
   * time slot (`dueAt`, the slot's end) instead of a job per delivery; a recurring one (no
   * `dueAt`) is the sweep that finds any event a wake-up missed.
   */
  'provider-events-drain': {
    queue: 'dialer',
    payload: z.object({ dueAt: z.iso.datetime().optional() }),
  },
  /**
   * Places one call through Retell. `try` counts our own retries after network failures; a
   * retry first asks Retell whether the call exists, so a lost answer never dials twice.
   */
  'dispatch-call': {
    queue: 'dialer',
    payload: z.object({ callId: z.uuid(), try: z.number().int().min(1).max(20) }),
  },
  /** One-off: normalises the numbers of one list imported before numbers were checked. */
  'normalize-numbers': { queue: 'system', payload: z.object({}) },
  /** Gives one list's contacts their zones and window keys (lists from before calling hours). */
  'contact-zones': { queue: 'system', payload: z.object({}) },
  /** Pulls one account's bookings from Cal.com (on connect, and for every account on a timer). */
  'calcom-sync': { queue: 'system', payload: z.object({ accountId: z.uuid() }) },
  /** Recurring: queues a `calcom-sync` for every account connected to Cal.com. */
  'calcom-poll': { queue: 'system', payload: z.object({}) },
  /** An account chose a plan: its campaigns the dial limit paused resume. */
  'plan-changed': { queue: 'dialer', payload: z.object({ accountId: z.uuid() }) },
  /** Fetches one NCEI Storm Events details file (NCEI host only) into the shared hail archive. */
  'hail-import-url': {
    queue: 'system',
    payload: z.object({ url: z.string().max(2000), userId: z.uuid().nullable() }),
  },
  /** After a hail import: alerts accounts with many contacts near its new storms (once per storm). */
  'storm-alerts': { queue: 'system', payload: z.object({ importId: z.uuid() }) },
  /** A known contact called back: tell the account's owner in the app and by e-mail, once. */
  'callback-notice': { queue: 'system', payload: z.object({ callId: z.uuid() }) },
  /** Recurring when configured: imports yesterday's and today's SPC daily hail files. */
  'spc-poll': { queue: 'system', payload: z.object({}) },
  /** Recurring when configured (monthly): imports NCEI Storm Events years newly issued. */
  'ncei-poll': { queue: 'system', payload: z.object({}) },
  /** Recurring when MRMS_BASE_URL is set: keeps the newest MESH file's radar hail cells. */
  'mrms-poll': { queue: 'system', payload: z.object({}) },
  /** Recurring, hourly: last week's report to each opted-in member whose Monday 8:00 has come. */
  'weekly-report': { queue: 'system', payload: z.object({}) },
  /**
   * One attempt of one outbound webhook delivery (webhook_deliveries). A failed attempt queues
   * the next itself (`notBefore`: its time on the backoff schedule); `resend`: the owner's "Resend".
   */
  'webhook-delivery': {
    queue: 'system',
    payload: z.object({
      deliveryId: z.uuid(),
      attempt: z.number().int().min(1).max(1000),
      notBefore: z.iso.datetime().optional(),
      resend: z.boolean().optional(),
    }),
  },
  /** Recurring: queues the first attempt of outbox rows committed since the last run. */
  'webhook-relay': { queue: 'system', payload: z.object({}) },
  /** Recurring, hourly: deletes delivery-log rows (webhooks and AccuLynx) older than 30 days. */
  'delivery-log-prune': { queue: 'system', payload: z.object({}) },
  /** Recurring, daily: each account's dial record chain head to its anchor file and its owners. */
  'dial-record-anchors': { queue: 'system', payload: z.object({}) },
  /** Recurring, daily: deletes dial records past their retention (purge_dial_records). */
  'dial-record-purge': { queue: 'system', payload: z.object({}) },
  /** Imports one large uploaded file (contacts or do-not-call numbers) spooled in file_imports. */
  'file-import': { queue: 'system', payload: z.object({ importId: z.uuid() }) },
  /**
   * Imports a registry copy (hundreds of MB) from a file on the server (an admin's path; no
   * route or tool enqueues it yet); the copy row records its progress and how it ended.
   */
  'registry-import': {
    queue: 'system',
    payload: z.object({
      accountId: z.uuid(),
      path: z.string().min(1).max(4096),
      copy: RegistryCopyInput,
    }),
  },
  /** Recurring: fails uploads an API process stopped receiving or never queued, deleting their bytes. */
  'abandoned-uploads': { queue: 'system', payload: z.object({}) },
  /** Recurring: recovers stale in-progress calls and campaigns without a planned round. */
  'dialer-sweep': { queue: 'dialer', payload: z.object({}) },
} as const satisfies Record<string, { queue: QueueName; payload: z.ZodType }>;

export type JobName = keyof typeof JOBS;
export type JobPayload<N extends JobName> = z.infer<(typeof JOBS)[N]['payload']>;

export function parsePayload<N extends JobName>(name: N, data: unknown): JobPayload<N> {
  return JOBS[name].payload.parse(data) as JobPayload<N>;
}

export function isJobName(name: string): name is JobName {
  return Object.hasOwn(JOBS, name);
}
