import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort, occupyPort, startTcpProxy } from '../../helpers/ports';
import { spawnEntry } from '../../helpers/spawned-process';
import { cloneDatabase, dropDatabase } from '../../helpers/test-databases';
import { testEnv } from '../../helpers/test-env';

const databaseUrl = await cloneDatabase(inject('databaseUrl'), inject('templateDatabase'));
const redisUrl = inject('redisUrl');
afterAll(() => dropDatabase(inject('databaseUrl'), new URL(databaseUrl).pathname.slice(1)));

function apiEnv(port: number, overrides: Record<string, string> = {}) {
  return testEnv({
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: `startup${port}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    ...overrides,
  });
}

describe('start-up on a taken port', () => {
  it('`npm run server` exits non-zero with one line naming the port and how to choose another', {
    timeout: 120_000,
  }, async () => {
    const port = await occupyPort();
    const api = spawnEntry('server/main.ts', apiEnv(port, { npm_lifecycle_event: 'server' }));
    expect(await api.exited).toBe(1);
    expect(api.output()).toContain(
      `Port ${port} is already in use by another program. Choose another port: PORT=${port + 1} npm run server`,
    );
    expect(api.output()).not.toMatch(/listening|ready at/);
  });

  it('`npm start` fails at once, before starting anything, with the same line', async () => {
    const port = await occupyPort();
    const start = spawnEntry('scripts/start.ts', apiEnv(port, { npm_lifecycle_event: 'start' }));
    expect(await start.exited).toBe(1);
    expect(start.output().trim()).toBe(
      `Port ${port} is already in use by another program. Choose another port: PORT=${port + 1} npm start`,
    );
  });
});

describe('the address line', () => {
  it('appears only once /readyz answers, and "stopped" once stopping has finished', {
    timeout: 120_000,
  }, async () => {
    const port = await freePort();
    const redisPort = await freePort();
    const api = spawnEntry(
      'server/main.ts',
      apiEnv(port, { REDIS_URL: `redis://127.0.0.1:${redisPort}` }),
    );
    await api.line(/api waiting for Postgres and Redis/);
    const notReady = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(notReady.status).toBe(503);
    expect(api.output()).not.toContain('api ready at');

    // Redis comes up: the API notices, /readyz turns green, and only then the URL is printed.
    await startTcpProxy(redisPort, new URL(redisUrl));
    const ready = await api.line(/api ready at/);
    expect(ready).toContain(`api ready at http://127.0.0.1:${port}`);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);

    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(0);
    const lines = api.output().trim().split('\n');
    expect(lines.at(-1)).toContain('api stopped');
  });
});
