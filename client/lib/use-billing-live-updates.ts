import { useEffect, useMemo } from 'react';
import { useAccountEvents } from './account-events';
import { createThrottle } from './live-updates/event-buffer';
import { trpc } from './trpc';

/** Billing refetches caused by live events run at most this often. */
const REFETCH_INTERVAL_MS = 1_000;

/** Keeps billing (plan, usage, cards, credits, invoices) live: usage moves as calls end. */
export function useBillingLiveUpdates(): void {
  const utils = trpc.useUtils();
  const refetch = useMemo(
    () => createThrottle(REFETCH_INTERVAL_MS, () => void utils.billing.invalidate()),
    [utils],
  );
  useEffect(() => () => refetch.dispose(), [refetch]);
  useAccountEvents((event) => {
    if (
      event.type === 'billing.changed' ||
      event.type === 'call.ended' ||
      event.type === 'call.started'
    ) {
      refetch.run();
    }
  });
}
