import { once } from 'node:events';
import { afterAll, inject } from 'vitest';
import { loadConfig } from '../../server/env';
import { createInfrastructure, type Infrastructure } from '../../server/infrastructure';
import { cloneDatabase, dropDatabase, uniqueName } from './test-databases';
import { testEnv } from './test-env';

export type TestContext = Infrastructure & { env: Record<string, string> };

/**
 * Per test file: its own database cloned from the migrated template and its own queue prefix,
 * so files run in parallel. Closed and dropped after the file.
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
  // Request-path Redis fails fast while connecting: let a file's first request find it ready.
  if (infra.redis.status !== 'ready') await once(infra.redis, 'ready');
  afterAll(async () => {
    await infra.close();
    await dropDatabase(baseUrl, new URL(databaseUrl).pathname.slice(1));
  });
  return { ...infra, env };
}
