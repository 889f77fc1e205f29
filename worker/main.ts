import { loadConfigOrExit } from '../server/env';
import { createInfrastructure } from '../server/infrastructure';
import { startWorkers } from './start-workers';

const config = loadConfigOrExit();
const infra = createInfrastructure(config, 'worker');
const running = await startWorkers(infra);
infra.logger.info({ workerId: running.workerId }, 'worker started');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  infra.logger.info({ signal }, 'worker shutting down');
  await running.close();
  await infra.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
