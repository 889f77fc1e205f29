import type { JobsOptions } from 'bullmq';
import type { JobName, JobPayload } from './jobs';

const keepSome = { removeOnComplete: { count: 1000 }, removeOnFail: { count: 5000 } } as const;

/** The one place that decides ids, delays and retention per job; call sites never pass options. */
export function jobOptions<N extends JobName>(name: N, _payload: JobPayload<N>): JobsOptions {
  switch (name) {
    case 'health-ping':
      return { ...keepSome, removeOnComplete: true, removeOnFail: { count: 100 } };
    default:
      return keepSome;
  }
}
