import type { AppDeps } from '../deps';
import { checkReadiness } from '../health';

/**
 * Resolves once Postgres and Redis answer (what /readyz reports). `onWaiting` runs once, when a
 * few checks in a row have failed (the very first usually does: connections are still opening).
 */
export async function waitUntilReady(
  deps: Pick<AppDeps, 'db' | 'redis'>,
  onWaiting: () => void,
  intervalMs = 250,
): Promise<void> {
  for (let failures = 1; ; failures++) {
    if ((await checkReadiness(deps)).ok) return;
    if (failures === 4) onWaiting();
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
