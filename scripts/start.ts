/**
 * `npm start`: the all-in-one launcher for one machine. Embedded Postgres/Redis unless
 * DATABASE_URL/REDIS_URL are set, migrations, a client build if missing, then api + worker.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { bin, createChildren } from './lib/child-processes';
import { REDIS_MISSING_MESSAGE } from './lib/embedded-redis';
import { type LocalServices, startLocalServices } from './lib/local-services';
import { runMigrations } from './migrate';

let services: LocalServices;
try {
  services = await startLocalServices(process.env);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    message === REDIS_MISSING_MESSAGE ? message : `Could not start services: ${message}`,
  );
  process.exit(1);
}

const env: NodeJS.ProcessEnv = { ...process.env, ...services.env, MIGRATE_ON_BOOT: 'false' };

try {
  await runMigrations(env);
  if (!existsSync('dist/client/index.html')) {
    console.log('[start] building the client (first run)...');
    execFileSync(bin('vite'), ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
  }
} catch (error) {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  await services.stop();
  process.exit(1);
}

let shuttingDown = false;
const children = createChildren(env, () => void shutdown(1));
children.spawn('api', [bin('tsx'), 'server/main.ts']);
children.spawn('worker', [bin('tsx'), 'worker/main.ts']);
console.log(`[start] open ${env.APP_URL ?? `http://localhost:${env.PORT ?? 3000}`}`);

async function shutdown(code: number) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log('[start] stopping...');
  await children.stopAll();
  await services.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
