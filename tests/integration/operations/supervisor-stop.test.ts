import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../helpers/ports';
import { spawnEntry } from '../../helpers/spawned-process';
import { cloneDatabase, dropDatabase } from '../../helpers/test-databases';
import { testEnv } from '../../helpers/test-env';
import { waitFor } from '../../helpers/wait-for';

const databaseUrl = await cloneDatabase(inject('databaseUrl'), inject('templateDatabase'));
afterAll(() => dropDatabase(inject('databaseUrl'), new URL(databaseUrl).pathname.slice(1)));

/** A built client of one page, so the supervisor builds nothing. */
function staticDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sd-static-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>StormDialer</title>');
  return dir;
}

/** Whether any process of the process group `pgid` is still alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

const childPids = (pid: number) =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)])
    .toString()
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((n) => n > 0);

async function rolesConnectedTo(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    const { rows } = await client.query<{ usename: string }>(
      'select distinct usename from pg_stat_activity where datname = $1 order by 1',
      [new URL(url).pathname.slice(1)],
    );
    return rows.map((row) => row.usename);
  } finally {
    await client.end();
  }
}

describe('npm start on Ctrl-C', () => {
  it('stops the worker, then the API, and says "[start] stopped" last, leaving no process', {
    timeout: 120_000,
  }, async () => {
    const port = await freePort();
    const start = spawnEntry(
      'scripts/start.ts',
      testEnv({
        DATABASE_URL: databaseUrl,
        REDIS_URL: inject('redisUrl'),
        QUEUE_PREFIX: `supervisor${port}`,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: `http://127.0.0.1:${port}`,
        STATIC_DIR: staticDir(),
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
        npm_lifecycle_event: 'start',
      }),
    );
    await start.line(/\[start\] ready: open/, 60_000);
    // The API and worker connect as the application's role, never as the owner (issue #46). The
    // migration's owner connection may still be closing when "ready" is printed: wait it out.
    const roles = await waitFor(
      async () => {
        const connected = await rolesConnectedTo(databaseUrl);
        return connected.includes('stormdialer_app') && connected.length === 1 && connected;
      },
      { timeoutMs: 30_000, what: 'only the app role connected' },
    ).catch(() => rolesConnectedTo(databaseUrl));
    expect(roles).toEqual(['stormdialer_app']);
    // The supervisor runs in a process group of its own: every service and child is in it.
    const [supervisor] = childPids(start.child.pid!);
    expect(supervisor).toBeGreaterThan(0);
    expect(groupAlive(supervisor!)).toBe(true);

    start.child.kill('SIGINT');
    expect(await start.exited).toBe(0);
    await waitFor(async () => !groupAlive(supervisor!), {
      timeoutMs: 15_000,
      what: 'every process of the supervisor to exit',
    });

    const lines = start.output().trim().split('\n');
    expect(lines.at(-1)).toBe('[start] stopped');
    const at = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line));
    expect(at(/"worker stopped"/)).toBeGreaterThan(-1);
    expect(at(/"worker stopped"/)).toBeLessThan(at(/"api stopping"/));
    expect(at(/"api stopped"/)).toBeLessThan(lines.length - 1);
    expect(start.output()).not.toMatch(/Error|at .*\.ts:\d+/);
  });
});
