import { loadConfigOrExit } from '../server/env';
import { createInfrastructure } from '../server/infrastructure';
import { serveMetricsOrExit } from '../server/metrics/metrics-server';
import { registerWorkerGauges } from '../server/metrics/worker-gauges';
import { armStopDeadline, exitAfterLogs } from '../server/process/exit';
import { installProcessGuards } from '../server/process/process-guards';
import { tellSupervisorStarted } from '../server/process/started-signal';
import { bootWorker } from './boot-worker';
import { boundHeapGrowth } from './heap-growth';
import type { RunningWorkers } from './start-workers';

boundHeapGrowth();
const config = loadConfigOrExit();
const infra = createInfrastructure(config, 'worker');
installProcessGuards(infra.logger);

let running: RunningWorkers | null = null;
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  infra.logger.info({ signal }, 'worker stopping');
  armStopDeadline(infra.logger);
  await running?.close();
  await infra.close();
  infra.logger.info('worker stopped');
  await exitAfterLogs(infra.logger, 0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

running = await bootWorker(infra);
infra.logger.info({ workerId: running.workerId }, 'worker started');
tellSupervisorStarted();
if (config.metrics.workerPort !== undefined) {
  registerWorkerGauges(infra);
  await serveMetricsOrExit(infra, 'worker', config.metrics.workerPort, 'WORKER_METRICS_PORT');
}
