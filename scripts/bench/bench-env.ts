import { loadConfig } from '../../server/env';
import { createInfrastructure, type Infrastructure } from '../../server/infrastructure';
import {
  cloneDatabase,
  createTemplateDatabase,
  dropDatabase,
  uniqueName,
} from '../../tests/helpers/test-databases';
import { testEnv } from '../../tests/helpers/test-env';
import type { ServiceUrls } from '../lib/service-urls';

export type BenchInfra = Infrastructure & { env: Record<string, string>; dispose(): Promise<void> };

/** A fresh migrated database and queue prefix for one benchmark, dropped afterwards. */
export async function createBenchInfra(
  services: ServiceUrls,
  overrides: Record<string, string> = {},
): Promise<BenchInfra> {
  const template = await createTemplateDatabase(services.databaseUrl);
  const databaseUrl = await cloneDatabase(services.databaseUrl, template);
  await dropDatabase(services.databaseUrl, template);
  const env = testEnv({
    DATABASE_URL: databaseUrl,
    REDIS_URL: services.redisUrl,
    QUEUE_PREFIX: uniqueName('bench'),
    ...overrides,
  });
  const infra = createInfrastructure(loadConfig(env), 'bench');
  return {
    ...infra,
    env,
    async dispose() {
      await infra.close();
      await dropDatabase(services.databaseUrl, new URL(databaseUrl).pathname.slice(1));
    },
  };
}
