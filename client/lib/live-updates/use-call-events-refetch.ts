import { useEffect, useMemo, useRef } from 'react';
import type { AccountEventType } from '../../../shared/events';
import { useAccountEvents } from '../account-events';
import { createThrottle } from './event-buffer';

const CALL_EVENTS = new Set<AccountEventType>(['call.started', 'call.connected', 'call.ended']);

/** Refetches caused by call events run at most this often (never once per event). */
const REFETCH_INTERVAL_MS = 500;

/** Runs `refetch` (throttled) whenever a call of the account starts, connects or ends. */
export function useCallEventsRefetch(refetch: () => void): void {
  const latest = useRef(refetch);
  latest.current = refetch;
  const throttle = useMemo(() => createThrottle(REFETCH_INTERVAL_MS, () => latest.current()), []);
  useEffect(() => () => throttle.dispose(), [throttle]);
  useAccountEvents((event) => {
    if (CALL_EVENTS.has(event.type)) throttle.run();
  });
}
