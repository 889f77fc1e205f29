import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileMigrationProvider, type Kysely, type MigrationResultSet, Migrator } from 'kysely';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
function migratorFor(db: Kysely<any>): Migrator {
  return new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder: MIGRATIONS_DIR }),
  });
}

/** Applies every pending migration; the same function serves the CLI, boot and tests. */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const result = await migratorFor(db).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const cause = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${cause}`);
  }
  return result;
}

/** Names of the migrations not yet applied (reads only; a fresh database has them all pending). */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const migrations = await migratorFor(db).getMigrations();
  return migrations.filter((m) => !m.executedAt).map((m) => m.name);
}

/**
 * For processes that need the schema but do not migrate (the worker): resolves once every
 * migration is applied, calling `onWaiting` (awaited) after each check that found some pending.
 */
export async function waitForMigrations(
  // biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
  db: Kysely<any>,
  options: { intervalMs: number; onWaiting(pending: string[]): void | Promise<void> },
): Promise<void> {
  for (;;) {
    const pending = await pendingMigrations(db);
    if (pending.length === 0) return;
    await options.onWaiting(pending);
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs));
  }
}
