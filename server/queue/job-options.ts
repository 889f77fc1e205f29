import type { JobsOptions } from 'bullmq';
import type { JobName, JobPayload } from './jobs';

/** The one job of an upload's import (the abandoned-upload sweep looks it up by this id). */
export const fileImportJobId = (importId: string) => `file-import-${importId}`;

const keepSome = { removeOnComplete: { count: 1000 }, removeOnFail: { count: 5000 } } as const;
const retried = { attempts: 8, backoff: { type: 'exponential', delay: 500 } } as const;

function delayUntil(iso: string | undefined): number {
  if (!iso) return 0;
  return Math.max(0, new Date(iso).getTime() - Date.now());
}

/** The id of the round job of a time window (no `:`; BullMQ ignores an add whose id exists). */
export function roundJobId(dueAt: string | Date): string {
  return `round-${new Date(dueAt).getTime()}`;
}

/** The one place that decides ids, delays and retention per job; call sites never pass options. */
export function jobOptions<N extends JobName>(name: N, payload: JobPayload<N>): JobsOptions {
  switch (name) {
    case 'health-ping':
      return { removeOnComplete: true, removeOnFail: { count: 100 } };
    case 'dial-round': {
      // One job per time window: every campaign due in it shares the job (an add is a no-op).
      const { dueAt } = payload as JobPayload<'dial-round'>;
      return { ...keepSome, ...retried, jobId: roundJobId(dueAt), delay: delayUntil(dueAt) };
    }
    case 'call-outcomes': {
      // Calls are handed over once each, so the first call names the group.
      const { outcomes, notBefore } = payload as JobPayload<'call-outcomes'>;
      const jobId = `outcomes-${outcomes[0]!.callId}`;
      return { ...keepSome, ...retried, jobId, delay: delayUntil(notBefore) };
    }
    case 'provider-event': {
      // One job per stored event (a duplicate delivery adds nothing); the decision waits.
      const { eventId, decideAt } = payload as JobPayload<'provider-event'>;
      return decideAt
        ? { ...keepSome, ...retried, jobId: `event-${eventId}-decide`, delay: delayUntil(decideAt) }
        : { ...keepSome, ...retried, jobId: `event-${eventId}` };
    }
    case 'provider-events-drain': {
      // One wake-up per time slot, shared by every delivery (and process) in it; runs at its end.
      const { dueAt } = payload as JobPayload<'provider-events-drain'>;
      if (!dueAt) return { removeOnComplete: true, removeOnFail: { count: 100 } };
      const jobId = `events-${new Date(dueAt).getTime()}`;
      return { ...keepSome, ...retried, jobId, delay: delayUntil(dueAt) };
    }
    case 'dispatch-call': {
      // Our retries only (a BullMQ retry could not know whether the create went through).
      const { callId, try: attempt } = payload as JobPayload<'dispatch-call'>;
      const delay = attempt === 1 ? 0 : Math.min(60_000, 1000 * 2 ** (attempt - 2));
      return { ...keepSome, jobId: `dispatch-${callId}-${attempt}`, delay };
    }
    case 'plan-changed':
      return { ...keepSome, ...retried };
    case 'normalize-numbers':
    case 'contact-zones':
      return { ...retried, removeOnComplete: true, removeOnFail: { count: 100 } };
    case 'calcom-sync': {
      // One pending sync per account; kept neither on success nor failure, so the next adds.
      const { accountId } = payload as JobPayload<'calcom-sync'>;
      return {
        jobId: `calcom-sync-${accountId}`,
        attempts: 3,
        backoff: { type: 'exponential', delay: 2000 },
        removeOnComplete: true,
        removeOnFail: true,
      };
    }
    case 'storm-alerts': {
      // One check per import; the alert itself is unique per account and storm.
      const { importId } = payload as JobPayload<'storm-alerts'>;
      return { ...retried, jobId: `storm-alerts-${importId}`, removeOnComplete: true };
    }
    case 'callback-notice': {
      // One notice per callback (the call row is also marked when its owner was told).
      const { callId } = payload as JobPayload<'callback-notice'>;
      return { ...keepSome, ...retried, jobId: `callback-notice-${callId}` };
    }
    case 'webhook-delivery': {
      // Our own retries (retry-schedule.ts); one job per attempt, a resend beside it.
      const { deliveryId, attempt, notBefore, resend } = payload as JobPayload<'webhook-delivery'>;
      const jobId = `webhook-${deliveryId}-${attempt}${resend ? '-resend' : ''}`;
      return { ...keepSome, jobId, delay: delayUntil(notBefore) };
    }
    case 'registry-import':
      // A failure is recorded on the copy; the admin enqueues the file again.
      return { ...keepSome, attempts: 1 };
    case 'file-import': {
      // One job per upload; a failure is recorded on the upload (re-uploading is the retry), and
      // a job a crashed worker left is run again by BullMQ's stalled check.
      const { importId } = payload as JobPayload<'file-import'>;
      return { ...keepSome, jobId: fileImportJobId(importId), attempts: 1 };
    }
    case 'calcom-poll':
    case 'mrms-poll':
    case 'webhook-relay':
    case 'delivery-log-prune':
    case 'dial-record-anchors':
    case 'dial-record-purge':
    case 'abandoned-uploads':
    case 'dialer-sweep':
    case 'weekly-report':
      return { removeOnComplete: true, removeOnFail: { count: 100 } };
    default:
      return keepSome;
  }
}
