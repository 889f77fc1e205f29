import { z } from 'zod';

/** The one catalogue of jobs: queue, payload schema. Handlers live in worker/handlers.ts. */
export const QUEUE_NAMES = ['system', 'dialer'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export const JOBS = {
  'health-ping': { queue: 'system', payload: z.object({}) },
  /** One round of a campaign; `seq` must match contact_lists.round_seq or the job is a no-op. */
  'dial-round': {
    queue: 'dialer',
    payload: z.object({ listId: z.string(), seq: z.number().int(), runAt: z.string().optional() }),
  },
  /** A simulated call's end; `notBefore` is when the call finishes. */
  'call-outcome': {
    queue: 'dialer',
    payload: z.object({ callId: z.string(), notBefore: z.string().optional() }),
  },
  /** One-off: normalises the numbers of one list imported before numbers were checked. */
  'normalize-numbers': { queue: 'system', payload: z.object({}) },
  /** Recurring: recovers stale in-progress calls and campaigns without a pending round. */
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
