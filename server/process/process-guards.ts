import type { Logger } from '../logger';
import { errorsTotal } from '../metrics/error-metrics';
import { exitAfterLogs } from './exit';

/**
 * A promise nobody awaited rejected, or an exception escaped every handler: the process's state is
 * unknown, so it logs the error and exits non-zero for its supervisor (npm start, Docker,
 * systemd) to restart it, instead of carrying on half-broken or dying without a word.
 */
export function installProcessGuards(logger: Logger): void {
  const die = (what: string) => (error: unknown) => {
    errorsTotal.inc({ source: 'unhandled' });
    logger.fatal({ err: error }, `${what}: exiting`);
    void exitAfterLogs(logger, 1);
  };
  process.on('unhandledRejection', die('unhandled promise rejection'));
  process.on('uncaughtException', die('uncaught exception'));
}
