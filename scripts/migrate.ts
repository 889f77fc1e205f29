import { fileURLToPath } from 'node:url';
import { createDb } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { loadConfig } from '../server/env';

export async function runMigrations(env: NodeJS.ProcessEnv): Promise<void> {
  const config = loadConfig(env);
  const db = createDb(config.db.url, { max: 1 });
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { startLocalServices } = await import('./lib/local-services');
  const services = await startLocalServices(process.env);
  try {
    await runMigrations({ ...process.env, ...services.env });
  } finally {
    await services.stop();
  }
}
