/**
 * Postgres and Redis for both e2e servers when DATABASE_URL/REDIS_URL are not set: started once
 * (embedded, or containers when Docker answers) before either server, so the two never race for
 * the same embedded data directory and port. It answers on `port` once they run; the servers read
 * the URLs from `e2eServicesFile(port)`, and Playwright stops this process after them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname } from 'node:path';
import { resolveServiceUrls } from '../../../scripts/lib/service-urls';
import { e2eServicesFile } from './e2e-env';

const port = Number(process.argv[2]);
mkdirSync(dirname(e2eServicesFile(port)), { recursive: true });
const services = await resolveServiceUrls();
writeFileSync(
  e2eServicesFile(port),
  JSON.stringify({ databaseUrl: services.databaseUrl, redisUrl: services.redisUrl }),
);
const ready = createServer((_req, res) => res.end('ready')).listen(port, '127.0.0.1');

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  ready.close();
  await services.stop();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
