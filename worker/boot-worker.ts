import { waitForMigrations } from '../server/db/migrate';
import type { AppDeps } from '../server/deps';
import { type RunningWorkers, startWorkers } from './start-workers';

export type BootOptions = {
  /** How often to look again while the schema is not migrated yet. */
  migrationPollMs?: number;
  /** Awaited after each look that found migrations pending (tests migrate here). */
  onWaitingForMigrations?: (pending: string[]) => void | Promise<void>;
};

/**
 * A worker started together with the API on a fresh database (docker compose) waits for the
 * API's migrations before its boot recovery and before consuming jobs.
 */
export async function bootWorker(
  deps: AppDeps,
  options: BootOptions = {},
): Promise<RunningWorkers> {
  let told = false;
  await waitForMigrations(deps.db, {
    intervalMs: options.migrationPollMs ?? 1_000,
    async onWaiting(pending) {
      if (!told) deps.logger.info({ pending }, 'worker waiting for database migrations');
      told = true;
      await options.onWaitingForMigrations?.(pending);
    },
  });
  return startWorkers(deps);
}
