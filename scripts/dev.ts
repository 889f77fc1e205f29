/** `npm run dev`: api + worker with reload (tsx watch) and the Vite dev server. */
import { bin, createChildren } from './lib/child-processes';
import { startLocalServices } from './lib/local-services';
import { runMigrations } from './migrate';

const services = await startLocalServices(process.env);
const apiPort = process.env.PORT ?? '3000';
const env = {
  ...process.env,
  ...services.env,
  MIGRATE_ON_BOOT: 'false',
  APP_URL: process.env.APP_URL ?? 'http://localhost:5173',
  API_PORT: apiPort,
};
await runMigrations(env);

const children = createChildren(env, () => void shutdown());
children.spawn('api', [bin('tsx'), 'watch', 'server/main.ts']);
children.spawn('worker', [bin('tsx'), 'watch', 'worker/main.ts']);
children.spawn('vite', [bin('vite'), '--port', '5173']);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await children.stopAll();
  await services.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
