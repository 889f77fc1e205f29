import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabaseIfMissing } from '../../../scripts/lib/embedded-postgres';
import { createDb } from '../../../server/db/database';
import { freePort } from '../../helpers/ports';
import { spawnEntry } from '../../helpers/spawned-process';
import { databaseUrlFor, dropDatabase, uniqueName } from '../../helpers/test-databases';
import { testEnv } from '../../helpers/test-env';
import { waitFor } from '../../helpers/wait-for';

const baseUrl = inject('databaseUrl');
// An empty database: a migrate that reaches it applies every migration, and says so.
const database = uniqueName('sd_instance');
await createDatabaseIfMissing(databaseUrlFor(baseUrl, 'postgres'), database);
const databaseUrl = databaseUrlFor(baseUrl, database);
afterAll(() => dropDatabase(baseUrl, database));

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'sd-instance-'));
const lockOf = (dir: string) => path.join(dir, 'instance.json');

/** A script run from a folder where `npm start` runs: no DATABASE_URL of its own. */
function scriptEnv(dir: string, port: number) {
  const env = testEnv({ STORMDIALER_DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1' });
  return { ...env, REDIS_URL: inject('redisUrl') };
}

describe('beside a running npm start (its lock file names a live process and its database)', () => {
  const dir = dataDir();
  const port = 4987;
  // The test process stands in for the running instance: alive for as long as the test runs.
  writeFileSync(lockOf(dir), JSON.stringify({ pid: process.pid, port, databaseUrl }));
  const running = `StormDialer is already running from this folder on port ${port} (pid ${process.pid})`;

  it('`npm run migrate` migrates the running database and says whose it is', async () => {
    const migrate = spawnEntry('scripts/migrate.ts', scriptEnv(dir, port));
    expect(await migrate.exited).toBe(0);
    const lines = migrate.output().trim().split('\n');
    expect(lines[0]).toBe(`[migrate] ${running}: using its database`);
    expect(lines[1]).toMatch(/^\[migrate\] applied 0001_init, /);
    expect(migrate.output()).not.toMatch(/\n\s+at /);

    const again = spawnEntry('scripts/migrate.ts', scriptEnv(dir, port));
    expect(await again.exited).toBe(0);
    expect(again.output().trim().split('\n').at(-1)).toBe('[migrate] database is up to date');
  });

  it('`npm run make-admin` makes an admin in the running database', async () => {
    const db = createDb(databaseUrl, { max: 1 });
    try {
      const account = await db
        .insertInto('accounts')
        .values({ name: 'Lock Roofing' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('users')
        .values({
          account_id: account.id,
          role: 'owner',
          email: 'lock-owner@example.test',
          name: 'Owner',
          password_hash: 'not-a-real-hash',
        })
        .execute();
      const admin = spawnEntry('scripts/make-admin.ts', scriptEnv(dir, port), [
        'lock-owner@example.test',
      ]);
      expect(await admin.exited).toBe(0);
      expect(admin.output().trim().split('\n')).toEqual([
        `[make-admin] ${running}: using its database`,
        '[make-admin] lock-owner@example.test is now an admin',
      ]);
      const row = await db
        .selectFrom('users')
        .select('is_admin')
        .where(sql<string>`email`, '=', 'lock-owner@example.test')
        .executeTakeFirstOrThrow();
      expect(row.is_admin).toBe(true);
    } finally {
      await db.destroy();
    }
  });

  it('a second `npm start`, on another port too, names the running one and starts nothing', async () => {
    const start = spawnEntry('scripts/start.ts', {
      ...scriptEnv(dir, await freePort()),
      npm_lifecycle_event: 'start',
    });
    expect(await start.exited).toBe(1);
    expect(start.output().trim().split('\n')).toEqual([
      running,
      `Open http://localhost:${port}, or stop it (Ctrl-C in its terminal) before starting again.`,
    ]);
    expect(JSON.parse(readFileSync(lockOf(dir), 'utf8')).pid).toBe(process.pid);
  });
});

describe('npm start and its lock file', () => {
  it('writes the lock with its port and pid, refuses a second start, and removes it on Ctrl-C', async () => {
    const dir = dataDir();
    // A lock left by a process that is gone (kill -9) does not count.
    writeFileSync(lockOf(dir), JSON.stringify({ pid: 2 ** 22 + 1, port: 1, databaseUrl }));
    const port = await freePort();
    const env = {
      ...scriptEnv(dir, port),
      DATABASE_URL: databaseUrl,
      QUEUE_PREFIX: uniqueName('lock'),
      APP_URL: `http://127.0.0.1:${port}`,
      STATIC_DIR: staticDir(),
      npm_lifecycle_event: 'start',
    };
    const start = spawnEntry('scripts/start.ts', env);
    await start.line(/\[start\] ready: open/, 60_000);
    const lock = JSON.parse(readFileSync(lockOf(dir), 'utf8'));
    expect(lock).toMatchObject({ port, databaseUrl });
    expect(lock.pid).not.toBe(start.child.pid);

    const second = spawnEntry('scripts/start.ts', env);
    expect(await second.exited).toBe(1);
    expect(second.output().split('\n')[0]).toBe(
      `StormDialer is already running from this folder on port ${port} (pid ${lock.pid})`,
    );

    start.child.kill('SIGINT');
    expect(await start.exited).toBe(0);
    await waitFor(async () => !existsSync(lockOf(dir)), { what: 'the lock file to go' });
  }, 120_000);
});

function staticDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sd-static-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>StormDialer</title>');
  return dir;
}
