import { useEffect, useMemo, useRef } from 'react';
import { useAccountEvents } from '../../lib/account-events';
import { createThrottle } from '../../lib/live-updates/event-buffer';

/** The results resample every contact: refetch at most this often while calls end. */
const RESULTS_REFETCH_MS = 3000;

/** Runs `refetch` (throttled) when a call of the list ends. */
export function useEndedCallsRefetch(listId: string, refetch: () => void): void {
  const latest = useRef(refetch);
  latest.current = refetch;
  const throttle = useMemo(() => createThrottle(RESULTS_REFETCH_MS, () => latest.current()), []);
  useEffect(() => () => throttle.dispose(), [throttle]);
  useAccountEvents((event) => {
    if (event.type === 'call.ended' && event.listId === listId) throttle.run();
  });
}
