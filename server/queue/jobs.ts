import { z } from 'zod';

/** The one catalogue of jobs: queue, payload schema. Handlers live in worker/handlers.ts. */
export const QUEUE_NAMES = ['system', 'dialer'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export const JOBS = {
  'health-ping': { queue: 'system', payload: z.object({}) },
} as const satisfies Record<string, { queue: QueueName; payload: z.ZodType }>;

export type JobName = keyof typeof JOBS;
export type JobPayload<N extends JobName> = z.infer<(typeof JOBS)[N]['payload']>;

export function parsePayload<N extends JobName>(name: N, data: unknown): JobPayload<N> {
  return JOBS[name].payload.parse(data) as JobPayload<N>;
}

export function isJobName(name: string): name is JobName {
  return Object.hasOwn(JOBS, name);
}
