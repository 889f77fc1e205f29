import { afterAll, inject } from 'vitest';
import { loadConfig } from '../../server/env';
import { createInfrastructure, type Infrastructure } from '../../server/infrastructure';
import { deleteKeysWithPrefix } from './redis-keys';
import { cloneDatabase, dropDatabase, uniqueName } from './test-databases';
import { testEnv } from './test-env';

export type TestContext = Infrastructure & { env: Record<string, string> };

/** Per context (keyed by its queues, which copies of the context share): what stops first. */
const stoppers = new WeakMap<object, (() => Promise<unknown>)[]>();

/**
 * Stops `stop` (workers, a worker process) when the context's file ends, before the context closes
 * its connections and deletes its keys. Works when called inside a test, where vitest ignores an
 * afterAll; without it the workers outlived the cleanup and wrote to Redis after it.
 */
export function stopBeforeContextCloses(
  ctx: Pick<TestContext, 'queues'>,
  stop: () => Promise<unknown>,
) {
  const list = stoppers.get(ctx.queues);
  if (!list) throw new Error('stopBeforeContextCloses needs a context made by createTestContext');
  list.push(stop);
}

/**
 * Per test file: its own database cloned from the migrated template and its own queue prefix,
 * so files run in parallel. Closed and dropped after the file, and its Redis keys deleted.
 */
export async function createTestContext(
  overrides: Record<string, string> = {},
): Promise<TestContext> {
  const baseUrl = inject('databaseUrl');
  const databaseUrl = await cloneDatabase(baseUrl, inject('templateDatabase'));
  const env = testEnv({
    DATABASE_URL: databaseUrl,
    REDIS_URL: inject('redisUrl'),
    QUEUE_PREFIX: uniqueName('t'),
    ...overrides,
  });
  const infra = createInfrastructure(loadConfig(env), 'test');
  await infra.ready();
  const stopFirst: (() => Promise<unknown>)[] = [];
  stoppers.set(infra.queues, stopFirst);
  afterAll(async () => {
    for (const stop of stopFirst.reverse()) await stop();
    await infra.close();
    await dropDatabase(baseUrl, new URL(databaseUrl).pathname.slice(1));
    const left = await deleteKeysWithPrefix(env.REDIS_URL!, env.QUEUE_PREFIX!);
    if (left.length > 0)
      throw new Error(
        `Redis keys of ${env.QUEUE_PREFIX} were written after cleanup: ${left.join(', ')}`,
      );
  });
  return { ...infra, env };
}
