import path from 'node:path';
import { type RunningService, startEmbeddedPostgres } from './embedded-postgres';
import { startEmbeddedRedis } from './embedded-redis';
import { loadOrCreateSecrets } from './secrets';

export const DATA_DIR = path.resolve('.data');

export type LocalServices = { env: Record<string, string>; stop(): Promise<void> };

/**
 * Uses DATABASE_URL/REDIS_URL when set; otherwise starts embedded Postgres and a redis-server
 * child with their data in `.data/`. Secrets come from `.data/secrets.json` unless set.
 */
export async function startLocalServices(env: NodeJS.ProcessEnv): Promise<LocalServices> {
  const started: RunningService[] = [];
  const stop = async () => {
    for (const service of started.reverse()) await service.stop().catch(() => {});
  };
  try {
    let databaseUrl = env.DATABASE_URL;
    if (!databaseUrl) {
      const pg = await startEmbeddedPostgres(path.join(DATA_DIR, 'pg'), 'stormdialer');
      started.push(pg);
      databaseUrl = pg.url;
    }
    let redisUrl = env.REDIS_URL;
    if (!redisUrl) {
      const redis = await startEmbeddedRedis(path.join(DATA_DIR, 'redis'));
      started.push(redis);
      redisUrl = redis.url;
    }
    const secrets = loadOrCreateSecrets(DATA_DIR);
    return {
      env: {
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        JWT_SECRET: env.JWT_SECRET || secrets.JWT_SECRET,
        ENCRYPTION_KEY: env.ENCRYPTION_KEY || secrets.ENCRYPTION_KEY,
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
