import { randomUUID } from 'node:crypto';
import { type Job, Worker } from 'bullmq';
import type { AppDeps } from '../server/deps';
import { observeRoundLateness } from '../server/metrics/dialer-metrics';
import { errorsTotal } from '../server/metrics/error-metrics';
import { sweepDialer } from '../server/modules/campaigns/outcomes/dialer-sweep.service';
import { replanCallingHoursWaits } from '../server/modules/campaigns/rounds/calling-hours-replan';
import { errorListener } from '../server/process/report-error';
import { createWorkerConnection } from '../server/queue/connection';
import { scheduleRecurringJobs } from '../server/queue/job-schedules';
import { isJobName, parsePayload, QUEUE_NAMES } from '../server/queue/jobs';
import { handlers } from './handlers';
import type { WorkerDeps } from './worker-deps';

export type RunningWorkers = { workerId: string; close(): Promise<void> };

/** Observation hooks for benchmarks and tests; production passes none. */
export type WorkerHooks = { onJobStart?: (job: Job) => void };

/** Starts one BullMQ worker per queue, dispatching through the typed handler table. */
export async function startWorkers(
  deps: AppDeps,
  hooks: WorkerHooks = {},
): Promise<RunningWorkers> {
  const workerDeps: WorkerDeps = { ...deps, workerId: randomUUID() };
  const connection = createWorkerConnection(deps.config.redis.url, deps.logger);
  const process = async (job: Job) => {
    hooks.onJobStart?.(job);
    observeRoundLateness(job);
    if (!isJobName(job.name)) throw new Error(`Unknown job ${job.name}`);
    const name = job.name;
    const payload = parsePayload(name, job.data);
    await (handlers[name] as (p: typeof payload, d: WorkerDeps) => Promise<void>)(
      payload,
      workerDeps,
    );
  };
  const workers = QUEUE_NAMES.map(
    (queue) =>
      new Worker(queue, process, {
        connection,
        prefix: deps.config.redis.queuePrefix,
        concurrency: deps.config.worker.concurrency,
      }),
  );
  for (const worker of workers) {
    worker.on('error', errorListener(deps.logger, 'worker'));
    worker.on('failed', (job, error) => {
      errorsTotal.inc({ source: 'job' });
      deps.logger.warn({ err: error, job: job?.name, jobId: job?.id }, 'job failed');
    });
  }
  await scheduleRecurringJobs(deps.queues, deps.config);
  // Boot recovery: whatever a killed process left behind is picked up before new work.
  await sweepDialer(deps).catch((error) =>
    deps.logger.error({ err: error }, 'dialer recovery at boot failed'),
  );
  // Waits for calling hours are computed again on this process's clock (a restart without the
  // demo clock must not keep a time computed on it).
  await replanCallingHoursWaits(deps).catch((error) =>
    deps.logger.error({ err: error }, 'replanning calling-hours waits at boot failed'),
  );
  // Lists imported before numbers were checked are normalised in the background.
  await deps.queues.add('normalize-numbers', {});
  // Lists imported before calling hours get their contacts' zones before they dial.
  await deps.queues.add('contact-zones', {});
  return {
    workerId: workerDeps.workerId,
    async close() {
      await Promise.all(workers.map((w) => w.close()));
      connection.disconnect();
    },
  };
}
