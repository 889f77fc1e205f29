import type { Logger } from '../logger';

/**
 * Exits once the logger has written everything: stdout may be a pipe that is momentarily full,
 * and a plain process.exit() would drop the last lines ('stopped', the fatal error).
 */
/** How long stopping may take before the process gives up waiting and exits 1. */
export const STOP_DEADLINE_MS = 15_000;

/** Call when stopping starts: a close() that hangs (a lost connection) cannot keep the process alive. */
export function armStopDeadline(logger: Logger): void {
  setTimeout(() => {
    logger.error(`stopping took longer than ${STOP_DEADLINE_MS / 1000} s: exiting`);
    void exitAfterLogs(logger, 1);
  }, STOP_DEADLINE_MS).unref();
}

export function exitAfterLogs(logger: Logger, code: number): Promise<never> {
  return new Promise<never>(() => {
    const exit = () => process.exit(code);
    setTimeout(exit, 2_000).unref();
    logger.flush(() => exit());
  });
}
