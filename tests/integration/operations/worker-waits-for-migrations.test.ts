import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabaseIfMissing } from '../../../scripts/lib/embedded-postgres';
import { migrateToLatest } from '../../../server/db/migrate';
import { loadConfig } from '../../../server/env';
import { createInfrastructure } from '../../../server/infrastructure';
import { bootWorker } from '../../../worker/boot-worker';
import { callsOf, importList, signedInUser, waitFor } from '../../helpers/dialer-fixtures';
import type { TestContext } from '../../helpers/test-context';
import { databaseUrlFor, dropDatabase, uniqueName } from '../../helpers/test-databases';
import { testEnv } from '../../helpers/test-env';

const baseUrl = inject('databaseUrl');
const database = uniqueName('sd_fresh');
await createDatabaseIfMissing(databaseUrlFor(baseUrl, 'postgres'), database);
const env = testEnv({
  DATABASE_URL: databaseUrlFor(baseUrl, database),
  REDIS_URL: inject('redisUrl'),
  QUEUE_PREFIX: uniqueName('t'),
});
let logs = '';
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk, _encoding, done) {
      logs += chunk.toString();
      done();
    },
  }),
);
const infra = createInfrastructure(loadConfig(env), 'worker');
const ctx: TestContext = { ...infra, logger, env };
afterAll(async () => {
  await infra.close();
  await dropDatabase(baseUrl, database);
});

describe('a worker started before the migrations', () => {
  it('waits for the schema, then recovers a campaign left running and consumes its jobs', async () => {
    let listId = '';
    const sawPending: string[][] = [];
    const running = await bootWorker(ctx, {
      migrationPollMs: 20,
      // The API migrates meanwhile; a campaign is running whose round job was lost in a crash.
      async onWaitingForMigrations(pending) {
        sawPending.push(pending);
        if (sawPending.length > 1) return;
        await migrateToLatest(ctx.db);
        const { user } = await signedInUser(ctx);
        const list = await importList(ctx, user.accountId, 2);
        await ctx.db
          .updateTable('contact_lists')
          .set({ state: 'running' })
          .where('id', '=', list.id)
          .execute();
        listId = list.id;
      },
    });
    afterAll(() => running.close());

    expect(sawPending[0]).toContain('0001_init');
    expect(logs).toContain('worker waiting for database migrations');
    expect(logs).not.toContain('dialer recovery at boot failed');
    // Boot recovery queued a fresh round, and the worker dials it.
    await waitFor(async () => (await callsOf(ctx, listId)).length > 0, { what: 'a call' });
  });
});
