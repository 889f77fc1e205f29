import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { Redis } from 'ioredis';
import type { RunningService } from './embedded-postgres';

export const EMBEDDED_REDIS_PORT = 63790;

export const REDIS_MISSING_MESSAGE =
  'Redis is required but `redis-server` is not on PATH: install it (`apt-get install redis-server` or `brew install redis`), or run `docker compose up -d redis` and set REDIS_URL=redis://127.0.0.1:6379.';

export function hasRedisServer(): boolean {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Spawns `redis-server` with AOF on and its data in `dataDir`. */
export async function startEmbeddedRedis(
  dataDir: string,
  port = EMBEDDED_REDIS_PORT,
): Promise<RunningService> {
  if (!hasRedisServer()) throw new Error(REDIS_MISSING_MESSAGE);
  mkdirSync(dataDir, { recursive: true });
  const url = `redis://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dataDir,
      '--appendonly',
      'yes',
      '--save',
      '',
      '--maxmemory-policy',
      'noeviction',
    ],
    { stdio: 'ignore', detached: false },
  );
  await waitForRedis(url, child);
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitForRedis(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) {
      throw new Error(`redis-server exited with code ${child.exitCode} (is port ${url} taken?)`);
    }
    const probe = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    probe.on('error', () => {});
    try {
      await probe.connect();
      await probe.ping();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      probe.disconnect();
    }
  }
  throw new Error(`redis-server did not answer on ${url}`);
}
