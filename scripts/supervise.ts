/**
 * The supervisor `npm start` runs in its own process group (scripts/start.ts): embedded
 * Postgres/Redis unless DATABASE_URL/REDIS_URL are set, migrations, a client build if missing,
 * then api + worker. On SIGINT/SIGTERM it stops the worker, then the API, then Redis and Postgres.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { WORKER_STARTED } from '../server/process/started-signal';
import { appRoleEnv } from './lib/app-role';
import { bin, createChildren } from './lib/child-processes';
import { REDIS_MISSING_MESSAGE } from './lib/embedded-redis';
import { alreadyRunningMessage, claimInstanceLock, releaseInstanceLock } from './lib/instance-lock';
import {
  DATA_DIR,
  embeddedUrl,
  type LocalServices,
  startLocalServices,
} from './lib/local-services';
import { takenPortMessage, waitForReadyz } from './lib/ports';
import { runMigrations } from './migrate';

/**
 * The API and worker connect as the application's role (issue #46: it may not alter the dial
 * record), unless DATABASE_APP_USER names one already; when the owner may not set that role up,
 * they connect as the owner and the launcher says so.
 */
async function appRoleOrOwner(env: NodeJS.ProcessEnv, password: string) {
  if (env.DATABASE_APP_USER) return {};
  const role = await appRoleEnv(env.DATABASE_URL!, password);
  if ('env' in role) return role.env;
  console.warn(`[start] the app connects as the database owner: ${role.reason}`);
  return {};
}

// One instance per folder: a second start (on any port) names the one running.
const other = claimInstanceLock(DATA_DIR, {
  pid: process.pid,
  port: Number(process.env.PORT || 3000),
  databaseUrl: process.env.DATABASE_URL || embeddedUrl,
});
if (other) {
  console.error(alreadyRunningMessage(other));
  console.error(
    `Open http://localhost:${other.port}, or stop it (Ctrl-C in its terminal) before starting again.`,
  );
  process.exit(1);
}
process.on('exit', () => releaseInstanceLock(DATA_DIR));

// A taken port fails here, at once, before services start (the API checks again when it listens).
const portProblem = await takenPortMessage(process.env);
if (portProblem) {
  console.error(portProblem);
  process.exit(1);
}

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

let env: NodeJS.ProcessEnv = { ...process.env, ...services.env, MIGRATE_ON_BOOT: 'false' };

try {
  await runMigrations(env);
  env = { ...env, ...(await appRoleOrOwner(env, services.appRolePassword)) };
  // A STATIC_DIR of one's own is served as it is; the default one is built on the first run.
  if (!env.STATIC_DIR && !existsSync('dist/client/index.html')) {
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
// Run by node itself (tsx as a loader), so the worker's IPC channel reaches this process.
const worker = children.spawn('worker', [process.execPath, '--import', 'tsx', 'worker/main.ts'], {
  ipc: true,
});
const workerStarted = new Promise<void>((resolve) => {
  worker.on('message', (message) => {
    if (message === WORKER_STARTED) resolve();
  });
});

// The address is printed when the API answers /readyz and the worker takes jobs, not when their
// processes start (a Ctrl-C before then would stop a worker still loading, unheard).
const port = env.PORT || '3000';
const probeHost = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
const stopWaiting = new AbortController();
void Promise.all([
  waitForReadyz(`http://${probeHost}:${port}`, stopWaiting.signal),
  workerStarted,
]).then(() => {
  if (!stopWaiting.signal.aborted)
    console.log(`[start] ready: open ${env.APP_URL || `http://localhost:${port}`}`);
});

async function shutdown(code: number) {
  if (shuttingDown) return;
  shuttingDown = true;
  stopWaiting.abort();
  console.log('[start] stopping...');
  await children.stopAll();
  await services.stop();
  console.log('[start] stopped');
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
// The launcher went away without a word (killed): stop too, rather than run on unseen.
const launcher = process.ppid;
setInterval(() => {
  if (process.ppid !== launcher) void shutdown(1);
}, 1_000).unref();
