import type { Server } from 'node:http';
import { createApp } from './app';
import { migrateToLatest } from './db/migrate';
import { loadConfigOrExit } from './env';
import { createInfrastructure } from './infrastructure';

const config = loadConfigOrExit();
const infra = createInfrastructure(config, 'api');

if (config.db.migrateOnBoot) {
  const result = await migrateToLatest(infra.db);
  const applied = result.results?.length ?? 0;
  if (applied > 0) infra.logger.info({ applied }, 'migrations applied');
}

await infra.ready();
const server: Server = createApp(infra).listen(config.http.port, config.http.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.http.port;
  infra.logger.info({ port }, `api listening on ${config.http.appUrl}`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  infra.logger.info({ signal }, 'api shutting down');
  server.close();
  server.closeAllConnections();
  await infra.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
