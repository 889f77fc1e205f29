import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from '../logger';
import { errorListener } from '../process/report-error';

/** Worker and blocking connections: BullMQ requires maxRetriesPerRequest null so they wait out outages. */
export function createWorkerConnection(url: string, logger: Logger): Redis {
  return withErrorListener(new Redis(url, { maxRetriesPerRequest: null }), logger);
}

/** Request-path producers fail fast instead of queueing commands while Redis is down. */
export function createProducerConnection(
  url: string,
  logger: Logger,
  options: RedisOptions = {},
): Redis {
  return withErrorListener(
    new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      ...options,
    }),
    logger,
  );
}

function withErrorListener(redis: Redis, logger: Logger): Redis {
  // Every reconnect failure is an error event: counted, and logged at most every 30 s.
  redis.on('error', errorListener(logger, 'redis'));
  return redis;
}

/** Resolves once the connection is ready for commands (a producer refuses them before). */
export async function connectionReady(redis: Redis, timeoutMs = 10_000): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      reject(new Error(`Redis was not ready within ${timeoutMs} ms`));
    }, timeoutMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', onReady);
  });
}
