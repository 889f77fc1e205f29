import type { AppDeps } from '../deps';
import { checkReadiness } from '../health';

/** Resolves once Postgres and Redis answer (what /readyz reports); `onWaiting` runs once. */
export async function waitUntilReady(
  deps: Pick<AppDeps, 'db' | 'redis'>,
  onWaiting: () => void,
  intervalMs = 250,
): Promise<void> {
  let told = false;
  for (;;) {
    if ((await checkReadiness(deps)).ok) return;
    if (!told) onWaiting();
    told = true;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
