import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { AccountEvent } from '../../shared/events';
import { useAuth } from './auth';
import { trpc } from './trpc';

type Listener = (event: AccountEvent) => void;
type Hub = { listeners: Set<Listener> };
/** What the tab holding the stream tells the browser's other tabs of the same user. */
type Relayed =
  | { type: 'event'; id: string; event: AccountEvent }
  | { type: 'stopped' }
  | { type: 'live' }
  | { type: 'hello' };

const AccountEventsContext = createContext<Hub | null>(null);
const StoppedContext = createContext(false);

/** The one live stream, in the tab that holds the browser's lock for it. */
function StreamSubscription(props: {
  lastEventId: string | null;
  onStarted(): void;
  onEvent(id: string, event: AccountEvent): void;
  onStopped(): void;
}) {
  const [input] = useState(() =>
    props.lastEventId ? { lastEventId: props.lastEventId } : undefined,
  );
  trpc.events.account.useSubscription(input, {
    onStarted: props.onStarted,
    onData: ({ id, data }) => props.onEvent(id, data),
    onComplete: props.onStopped,
  });
  return null;
}

/**
 * Whether this tab holds the live stream. With the Web Locks API, one tab per browser and user
 * holds it and relays its events to the others (a browser opens at most six HTTP/1.1 connections
 * per host, so a stream per tab would stall the seventh); when that tab closes, another takes
 * over from the last event id. Without it, every tab holds its own. A tab asks for the lock only
 * while `wanted`; once it holds it, it keeps it while `keep` even when no longer `wanted`.
 */
function useStreamLock(name: string, wanted: boolean, keep: boolean): boolean {
  const [held, setHeld] = useState(() => !navigator.locks);
  const ask = wanted || (held && keep);
  useEffect(() => {
    if (!navigator.locks || !ask) return;
    const release = new AbortController();
    navigator.locks
      .request(name, { signal: release.signal }, () => {
        setHeld(true);
        return new Promise<void>((resolve) =>
          release.signal.addEventListener('abort', () => resolve()),
        );
      })
      .catch(() => {});
    return () => {
      release.abort();
      setHeld(false);
    };
  }, [name, ask]);
  return held;
}

/** The channel the user's tabs relay stream messages on; a newly opened tab says hello. */
function useRelayChannel(
  name: string,
  channel: React.RefObject<BroadcastChannel | null>,
  onRelayed: React.RefObject<(message: Relayed) => void>,
) {
  useEffect(() => {
    const opened = new BroadcastChannel(name);
    opened.onmessage = ({ data }: MessageEvent<Relayed>) => onRelayed.current(data);
    channel.current = opened;
    opened.postMessage({ type: 'hello' } satisfies Relayed);
    return () => {
      opened.close();
      channel.current = null;
    };
  }, [name, channel, onRelayed]);
}

/**
 * The tab's live account events (SSE, shared by the browser's tabs of one user), fanned out to
 * components. The server ends the stream for good when its session ended or the user opened too
 * many streams: the session is then checked (a signed-out tab goes to sign-in) and the tabs say
 * their live updates stopped, until a reloaded tab opens a new stream for all of them.
 */
export function AccountEventsProvider({ children }: { children: ReactNode }) {
  const { user, refreshSession } = useAuth();
  const queryClient = useQueryClient();
  const name = `stormdialer-events:${user?.id}:${user?.role}`;
  const [stopped, setStopped] = useState(false);
  // A stopped tab that holds the lock keeps it (so no other stopped tab reopens a stream the
  // server just closed) until a newly opened tab says hello.
  const [handOver, setHandOver] = useState(false);
  const hub = useMemo<Hub>(() => ({ listeners: new Set() }), []);
  const lastEventId = useRef<string | null>(null);
  // Whether this tab's stream is open, and whether it has heard from another tab's stream.
  const live = useRef(false);
  const followed = useRef(false);
  const channel = useRef<BroadcastChannel | null>(null);
  const held = useStreamLock(name, !stopped, !handOver);

  const deliver = (id: string, event: AccountEvent) => {
    lastEventId.current = id;
    for (const listener of hub.listeners) listener(event);
  };
  const stop = () => {
    setStopped(true);
    setHandOver(false);
    void refreshSession();
  };
  const relay = (message: Relayed) => channel.current?.postMessage(message);
  const onRelayed = useRef((_: Relayed) => {});
  onRelayed.current = (message) => {
    if (message.type !== 'hello') followed.current = true;
    if (message.type === 'event') deliver(message.id, message.event);
    else if (message.type === 'stopped') stop();
    else if (message.type === 'hello') {
      setHandOver(true);
      if (live.current && held && !stopped) relay({ type: 'live' });
    } else {
      setStopped(false);
      setHandOver(false);
    }
  };

  useRelayChannel(name, channel, onRelayed);

  const started = () => {
    // Taking over from a closed tab with no event id to resume from: whatever was published
    // between that tab's close and this stream's start is fetched again rather than missed.
    if (followed.current && lastEventId.current === null) void queryClient.invalidateQueries();
    live.current = true;
    relay({ type: 'live' });
  };
  return (
    <AccountEventsContext.Provider value={hub}>
      <StoppedContext.Provider value={stopped}>
        {held && !stopped && (
          <StreamSubscription
            lastEventId={lastEventId.current}
            onStarted={started}
            onEvent={(id, event) => {
              deliver(id, event);
              relay({ type: 'event', id, event });
            }}
            onStopped={() => {
              live.current = false;
              stop();
              relay({ type: 'stopped' });
            }}
          />
        )}
        {children}
      </StoppedContext.Provider>
    </AccountEventsContext.Provider>
  );
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

/** Whether the server ended this browser's live stream for good (see AccountEventsProvider). */
export function useLiveUpdatesStopped(): boolean {
  return useContext(StoppedContext);
}
