import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '../logger';
import { errorListener } from '../process/report-error';
import { jobOptions } from './job-options';
import { JOBS, type JobName, type JobPayload, QUEUE_NAMES, type QueueName } from './jobs';

export type Queues = {
  add<N extends JobName>(name: N, payload: JobPayload<N>): Promise<void>;
  /** Several jobs of one name in one round trip. */
  addMany<N extends JobName>(name: N, payloads: readonly JobPayload<N>[]): Promise<void>;
  get(queue: QueueName): Queue;
  close(): Promise<void>;
};

export function createQueues(connection: Redis, prefix: string, logger: Logger): Queues {
  const queues = new Map<QueueName, Queue>(
    QUEUE_NAMES.map((name) => [name, new Queue(name, { connection, prefix })]),
  );
  for (const queue of queues.values()) queue.on('error', errorListener(logger, 'queue'));
  const get = (name: QueueName) => queues.get(name)!;
  return {
    get,
    async add(name, payload) {
      await get(JOBS[name].queue).add(name, payload, jobOptions(name, payload));
    },
    async addMany(name, payloads) {
      if (payloads.length === 0) return;
      await get(JOBS[name].queue).addBulk(
        payloads.map((data) => ({ name, data, opts: jobOptions(name, data) })),
      );
    },
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close()));
    },
  };
}
