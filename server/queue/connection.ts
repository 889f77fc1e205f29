import { Redis, type RedisOptions } from 'ioredis';

/** Worker and blocking connections: BullMQ requires maxRetriesPerRequest null so they wait out outages. */
export function createWorkerConnection(url: string): Redis {
  return withErrorListener(new Redis(url, { maxRetriesPerRequest: null }));
}

/** Request-path producers fail fast instead of queueing commands while Redis is down. */
export function createProducerConnection(url: string, options: RedisOptions = {}): Redis {
  return withErrorListener(
    new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      ...options,
    }),
  );
}

function withErrorListener(redis: Redis): Redis {
  // Without a listener ioredis prints every reconnect failure; health is reported by /readyz.
  redis.on('error', () => {});
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
