import type { ConcurrencyBound } from '../../../../shared/dialer/concurrent-calls';
import type { AppDeps } from '../../../deps';
import { saveConcurrency, storedConcurrency } from './provider-concurrency.repository';

type Deps = Pick<AppDeps, 'db' | 'voice' | 'logger' | 'config'>;

/**
 * Asks the voice provider for the account's concurrency and keeps the answer, which bounds the
 * concurrent-calls setting and the dialer's cap. When the provider cannot be reached, the last
 * report stands (and the deployment's bound, when there never was one).
 */
export async function refreshProviderConcurrency(
  deps: Deps,
  accountId: string,
): Promise<{ bound: ConcurrencyBound; checkedAt: Date | null; unreachable: boolean }> {
  const assumed = deps.config.dialer.concurrencyBound;
  try {
    const report = await deps.voice.concurrency(accountId);
    const checkedAt = new Date();
    await saveConcurrency(deps.db, accountId, report, checkedAt);
    const bound = {
      limit: report?.limit ?? null,
      reservedInbound: report?.reservedInbound ?? null,
      assumed,
    };
    return { bound, checkedAt, unreachable: false };
  } catch (error) {
    deps.logger.warn(
      { accountId, err: error instanceof Error ? error.message : String(error) },
      'concurrency: the voice provider could not be asked; its last report stands',
    );
    const stored = await storedConcurrency(deps.db, accountId);
    const bound = { limit: stored.limit, reservedInbound: stored.reservedInbound, assumed };
    return { bound, checkedAt: stored.checkedAt, unreachable: true };
  }
}
