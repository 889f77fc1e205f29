import type { Logger } from '../logger';

/**
 * Exits once the logger has written everything: stdout may be a pipe that is momentarily full,
 * and a plain process.exit() would drop the last lines ('stopped', the fatal error).
 */
export function exitAfterLogs(logger: Logger, code: number): Promise<never> {
  return new Promise<never>(() => {
    const exit = () => process.exit(code);
    setTimeout(exit, 2_000).unref();
    logger.flush(() => exit());
  });
}
