import { execFileSync } from 'node:child_process';
import path from 'node:path';

export type ServiceUrls = { databaseUrl: string; redisUrl: string; stop(): Promise<void> };

function dockerAnswers(): boolean {
  try {
    execFileSync('docker', ['info'], { stdio: 'ignore', timeout: 5_000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * Postgres and Redis for tests: DATABASE_URL/REDIS_URL when set, else testcontainers when a
 * Docker engine answers, else the embedded launcher that `npm start` uses (own ports and data).
 */
export async function resolveServiceUrls(): Promise<ServiceUrls> {
  const fromEnv = { databaseUrl: process.env.DATABASE_URL, redisUrl: process.env.REDIS_URL };
  if (fromEnv.databaseUrl && fromEnv.redisUrl) {
    return { databaseUrl: fromEnv.databaseUrl, redisUrl: fromEnv.redisUrl, stop: async () => {} };
  }
  if (dockerAnswers()) return startContainers();
  const { startEmbeddedPostgres } = await import('./embedded-postgres');
  const { startEmbeddedRedis } = await import('./embedded-redis');
  const dir = path.resolve('.data/test');
  const pg = fromEnv.databaseUrl
    ? null
    : await startEmbeddedPostgres(path.join(dir, 'pg'), 'stormdialer_test', 54339);
  const redis = fromEnv.redisUrl ? null : await startEmbeddedRedis(path.join(dir, 'redis'), 63799);
  return {
    databaseUrl: fromEnv.databaseUrl ?? pg!.url,
    redisUrl: fromEnv.redisUrl ?? redis!.url,
    async stop() {
      await redis?.stop();
      await pg?.stop();
    },
  };
}

async function startContainers(): Promise<ServiceUrls> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const pg = await new GenericContainer('postgres:15-alpine')
    .withEnvironment({ POSTGRES_PASSWORD: 'postgres' })
    .withExposedPorts(5432)
    .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
    .start();
  const redis = await new GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
  return {
    databaseUrl: `postgres://postgres:postgres@${pg.getHost()}:${pg.getMappedPort(5432)}/postgres`,
    redisUrl: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
    async stop() {
      await Promise.all([pg.stop(), redis.stop()]);
    },
  };
}
