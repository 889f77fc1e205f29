import { createDb } from './db/database';
import { migrateToLatest } from './db/migrate';
import { loadConfigOrExit } from './env';
import { createHttpServer } from './http-server';
import { createInfrastructure } from './infrastructure';
import { devMailboxEnabled } from './mail/dev-mailbox.route';
import { serveMetricsOrExit } from './metrics/metrics-server';
import { armStopDeadline, exitAfterLogs } from './process/exit';
import { isPortInUse, listen, portInUseMessage } from './process/listen';
import { installProcessGuards } from './process/process-guards';
import { waitUntilReady } from './process/wait-until-ready';

const config = loadConfigOrExit();
const infra = createInfrastructure(config, 'api');
installProcessGuards(infra.logger);

if (config.db.migrateOnBoot) {
  // Migrations run as the database's owner, the app as its own role (DATABASE_APP_USER).
  const owner = config.db.appUrl === config.db.url ? infra.db : createDb(config.db.url, { max: 1 });
  try {
    const result = await migrateToLatest(owner);
    const applied = result.results?.length ?? 0;
    if (applied > 0) infra.logger.info({ applied }, 'migrations applied');
  } finally {
    if (owner !== infra.db) await owner.destroy();
  }
}

const server = createHttpServer(infra);
try {
  const port = await listen(server, config.http.port, config.http.host);
  infra.logger.debug({ port, host: config.http.host }, 'api listening');
} catch (error) {
  if (!isPortInUse(error)) throw error;
  console.error(portInUseMessage('PORT', config.http.port, config.launchCommand));
  process.exit(1);
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  infra.logger.info({ signal }, 'api stopping');
  armStopDeadline(infra.logger);
  server.close();
  server.closeAllConnections();
  await infra.close();
  infra.logger.info('api stopped');
  await exitAfterLogs(infra.logger, 0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

if (config.metrics.apiPort !== undefined) {
  await serveMetricsOrExit(infra, 'api', config.metrics.apiPort, 'METRICS_PORT');
}

await waitUntilReady(infra, () => infra.logger.info('api waiting for Postgres and Redis'));
infra.logger.info(`api ready at ${config.http.appUrl}`);
if (devMailboxEnabled(config)) {
  infra.logger.info(`no RESEND_API_KEY: e-mail goes to ${config.http.appUrl}/dev/mailbox`);
}
