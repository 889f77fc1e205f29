import { Redis } from 'ioredis';

/**
 * Deletes every key under `<prefix>:` (BullMQ queues, event streams, rate-limit counters, the dev
 * mailbox) with SCAN + UNLINK, and answers the keys a late writer left behind.
 */
export async function deleteKeysWithPrefix(redisUrl: string, prefix: string): Promise<string[]> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await unlinkMatching(redis, `${prefix}:*`);
    return await keysMatching(redis, `${prefix}:*`);
  } finally {
    redis.disconnect();
  }
}

async function unlinkMatching(redis: Redis, pattern: string): Promise<void> {
  const stream = redis.scanStream({ match: pattern, count: 500 });
  for await (const keys of stream as AsyncIterable<string[]>) {
    if (keys.length > 0) await redis.unlink(...keys);
  }
}

export async function keysMatching(redis: Redis, pattern: string): Promise<string[]> {
  const found: string[] = [];
  const stream = redis.scanStream({ match: pattern, count: 500 });
  for await (const keys of stream as AsyncIterable<string[]>) found.push(...keys);
  return found;
}
