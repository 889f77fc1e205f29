import type { WorkerDeps } from './worker-deps';

/** Recurring job: proves a worker is consuming jobs and publishes a heartbeat event. */
export async function healthPing(_payload: object, deps: WorkerDeps): Promise<void> {
  const at = new Date().toISOString();
  await deps.redis.set(`${deps.config.redis.queuePrefix}:worker:last-heartbeat`, at, 'EX', 3600);
  await deps.events.publishSystem({ type: 'worker.heartbeat', at, workerId: deps.workerId });
}
