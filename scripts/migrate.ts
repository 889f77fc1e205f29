import { fileURLToPath } from 'node:url';
import { createDb } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { loadConfig } from '../server/env';

/** Applies pending migrations to the database at `url`, with one line saying what it did. */
export async function migrateDatabase(url: string): Promise<void> {
  const db = createDb(url, { max: 1 });
  try {
    const result = await migrateToLatest(db);
    const applied = result.results ?? [];
    console.log(
      applied.length === 0
        ? '[migrate] database is up to date'
        : `[migrate] applied ${applied.map((r) => r.migrationName).join(', ')}`,
    );
  } finally {
    await db.destroy();
  }
}

export async function runMigrations(env: NodeJS.ProcessEnv): Promise<void> {
  await migrateDatabase(loadConfig(env).db.url);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { scriptDatabaseOrExit } = await import('./lib/script-database');
  const database = await scriptDatabaseOrExit('migrate', process.env);
  let exitCode = 0;
  try {
    await migrateDatabase(database.url);
  } catch (error) {
    console.error(`[migrate] ${error instanceof Error ? error.message : String(error)}`);
    exitCode = 1;
  } finally {
    await database.stop();
  }
  process.exit(exitCode);
}
