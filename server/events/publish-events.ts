import type { AccountEvent } from '../../shared/events';
import type { AppDeps } from '../deps';

type EventDeps = Pick<AppDeps, 'events' | 'logger'>;

/**
 * Publishes after commit. The rows are already the truth, so a failed publish is logged, never
 * retried (a tab that missed it refetches on reconnect).
 */
export function publishEvents(
  deps: EventDeps,
  accountId: string,
  events: readonly AccountEvent[],
): Promise<void> {
  return publishAccountEvents(deps, new Map([[accountId, events]]));
}

/** The events of several accounts, in one Redis round trip. */
export async function publishAccountEvents(
  deps: EventDeps,
  byAccount: ReadonlyMap<string, readonly AccountEvent[]>,
): Promise<void> {
  try {
    await deps.events.publishToAccounts(byAccount);
  } catch (error) {
    deps.logger.warn({ err: error, accounts: byAccount.size }, 'could not publish account events');
  }
}

/** Collects events per account while a batch is built, for one publishAccountEvents call. */
export class AccountEvents {
  readonly byAccount = new Map<string, AccountEvent[]>();

  add(accountId: string, ...events: AccountEvent[]): void {
    const list = this.byAccount.get(accountId);
    if (list) list.push(...events);
    else this.byAccount.set(accountId, [...events]);
  }
}
