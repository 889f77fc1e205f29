import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import type { AccountEvent } from '../../shared/events';
import { trpc } from './trpc';

type Listener = (event: AccountEvent) => void;
type Hub = { listeners: Set<Listener> };

const AccountEventsContext = createContext<Hub | null>(null);

/**
 * Opens the tab's one live stream of account events (SSE) and fans it out to components.
 * The tRPC link resumes from the last tracked event id after a reconnect.
 */
export function AccountEventsProvider({ children }: { children: ReactNode }) {
  const hub = useMemo<Hub>(() => ({ listeners: new Set() }), []);
  trpc.events.account.useSubscription(undefined, {
    onData: ({ data }) => {
      for (const listener of hub.listeners) listener(data);
    },
  });
  return <AccountEventsContext.Provider value={hub}>{children}</AccountEventsContext.Provider>;
}

/** Calls `handler` for every live account event while the component is mounted. */
export function useAccountEvents(handler: Listener): void {
  const hub = useContext(AccountEventsContext);
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!hub) return;
    const listener: Listener = (event) => latest.current(event);
    hub.listeners.add(listener);
    return () => {
      hub.listeners.delete(listener);
    };
  }, [hub]);
}
