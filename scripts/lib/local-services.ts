import path from 'node:path';
import pg from 'pg';
import { EMBEDDED_PG_PORT, type RunningService, startEmbeddedPostgres } from './embedded-postgres';
import { startEmbeddedRedis } from './embedded-redis';
import { type RunningInstance, runningInstance } from './instance-lock';
import { loadOrCreateSecrets } from './secrets';

/** `.data/` of this folder; STORMDIALER_DATA_DIR moves it (tests use a folder of their own). */
export const DATA_DIR = path.resolve(process.env.STORMDIALER_DATA_DIR || '.data');
const EMBEDDED_DATABASE = 'stormdialer';
export const embeddedUrl = `postgres://postgres:postgres@127.0.0.1:${EMBEDDED_PG_PORT}/${EMBEDDED_DATABASE}`;

export type LocalServices = {
  env: Record<string, string>;
  /** The password `npm start` gives the application's own database role. */
  appRolePassword: string;
  stop(): Promise<void>;
};

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
      const postgres = await startEmbeddedPostgres(path.join(DATA_DIR, 'pg'), EMBEDDED_DATABASE);
      started.push(postgres);
      databaseUrl = postgres.url;
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
      appRolePassword: secrets.DATABASE_APP_PASSWORD,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export type ScriptDatabase = {
  url: string;
  /** The `npm start` running from this folder, whose database this is. */
  running: RunningInstance | null;
  stop(): Promise<void>;
};

/**
 * The database for a one-off script (make-admin, migrate): DATABASE_URL when set; else the
 * database of the `npm start` running from this folder (its lock file), used as it is; else an
 * embedded Postgres that answers; else embedded Postgres started for the script and stopped after.
 */
export async function databaseForScript(env: NodeJS.ProcessEnv): Promise<ScriptDatabase> {
  const none = async () => {};
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, running: null, stop: none };
  const running = runningInstance(DATA_DIR);
  if (running) return { url: running.databaseUrl, running, stop: none };
  if (await answers(embeddedUrl)) return { url: embeddedUrl, running: null, stop: none };
  const started = await startEmbeddedPostgres(path.join(DATA_DIR, 'pg'), EMBEDDED_DATABASE);
  return { url: started.url, running: null, stop: () => started.stop() };
}
