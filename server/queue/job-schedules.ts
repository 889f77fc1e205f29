import type { Config } from '../env';
import { ABANDONED_UPLOAD_SWEEP_MS } from '../imports/abandoned-uploads.job';
import { DELIVERY_LOG_PRUNE_MS } from '../modules/webhooks/delivery-log-prune.job';
import { jobOptions } from './job-options';
import { JOBS, type JobName } from './jobs';
import type { Queues } from './queues';

/** Jobs that run on a timer; each takes no payload. */
type RecurringJob = Extract<
  JobName,
  | 'health-ping'
  | 'dialer-sweep'
  | 'calcom-poll'
  | 'spc-poll'
  | 'ncei-poll'
  | 'mrms-poll'
  | 'weekly-report'
  | 'provider-events-drain'
  | 'webhook-relay'
  | 'delivery-log-prune'
  | 'dial-record-anchors'
  | 'dial-record-purge'
  | 'abandoned-uploads'
>;

/** The weekly report checks hourly which accounts' Monday 8:00 has come. */
export const WEEKLY_REPORT_CHECK_MS = 3_600_000;

/** The recurring jobs and how often each runs (from config). */
export function recurringJobs(config: Config): { name: RecurringJob; everyMs: number }[] {
  return [
    { name: 'health-ping', everyMs: config.worker.healthIntervalMs },
    { name: 'dialer-sweep', everyMs: config.dialer.sweepIntervalMs },
    { name: 'calcom-poll', everyMs: config.calcom.syncIntervalMs },
    { name: 'spc-poll', everyMs: config.hailArchive.spcPollIntervalMs },
    { name: 'ncei-poll', everyMs: config.hailArchive.nceiPollIntervalMs },
    { name: 'mrms-poll', everyMs: config.hailArchive.mrmsPollIntervalMs },
    { name: 'weekly-report', everyMs: WEEKLY_REPORT_CHECK_MS },
    // The safety net of the intake's wake-ups: a stored event is drained even if none arrives.
    { name: 'provider-events-drain', everyMs: config.retell.eventSweepIntervalMs },
    { name: 'webhook-relay', everyMs: config.webhooks.relayIntervalMs },
    { name: 'delivery-log-prune', everyMs: DELIVERY_LOG_PRUNE_MS },
    { name: 'dial-record-anchors', everyMs: config.dialRecords.anchorIntervalMs },
    { name: 'dial-record-purge', everyMs: config.dialRecords.purgeIntervalMs },
    { name: 'abandoned-uploads', everyMs: ABANDONED_UPLOAD_SWEEP_MS },
  ];
}

/** Registers every recurring job once (an upsert: a restart changes nothing but the interval). */
export async function scheduleRecurringJobs(queues: Queues, config: Config): Promise<void> {
  for (const { name, everyMs } of recurringJobs(config)) {
    // An interval of 0 turns a job off (and removes a schedule an earlier start registered).
    if (everyMs === 0) {
      await queues.get(JOBS[name].queue).removeJobScheduler(name);
      continue;
    }
    await queues
      .get(JOBS[name].queue)
      .upsertJobScheduler(name, { every: everyMs }, { name, data: {}, opts: jobOptions(name, {}) });
  }
}
