import type { JobsOptions } from 'bullmq';
import type { JobName, JobPayload } from './jobs';

const keepSome = { removeOnComplete: { count: 1000 }, removeOnFail: { count: 5000 } } as const;
const retried = { attempts: 8, backoff: { type: 'exponential', delay: 500 } } as const;

function delayUntil(iso: string | undefined): number {
  if (!iso) return 0;
  return Math.max(0, new Date(iso).getTime() - Date.now());
}

/** The one place that decides ids, delays and retention per job; call sites never pass options. */
export function jobOptions<N extends JobName>(name: N, payload: JobPayload<N>): JobsOptions {
  switch (name) {
    case 'health-ping':
      return { ...keepSome, removeOnComplete: true, removeOnFail: { count: 100 } };
    case 'dial-round': {
      const { listId, seq, runAt } = payload as JobPayload<'dial-round'>;
      return { ...keepSome, ...retried, jobId: `round-${listId}-${seq}`, delay: delayUntil(runAt) };
    }
    case 'call-outcome': {
      const { callId, notBefore } = payload as JobPayload<'call-outcome'>;
      return { ...keepSome, ...retried, jobId: `outcome-${callId}`, delay: delayUntil(notBefore) };
    }
    case 'normalize-numbers':
      return { ...retried, removeOnComplete: true, removeOnFail: { count: 100 } };
    case 'dialer-sweep':
      return { removeOnComplete: true, removeOnFail: { count: 100 } };
    default:
      return keepSome;
  }
}
