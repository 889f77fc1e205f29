import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { AUTH_MESSAGES as M } from '../../shared/auth/auth-messages';
import { toast } from '../components/ui/toaster';
import {
  AUTO_REFRESH_TICK_MS,
  type AuthBroadcast,
  type AuthSession,
  expiresSoon,
  httpStatusOf,
  openAuthChannel,
  withBackoff,
  withRefreshLock,
} from './session-sync';
import { trpcClient } from './trpc-client';

export { AuthSpinner, RequireAdmin, RequireAuth } from './auth-guards';
export type { AuthSession };

export type AuthUser = {
  id: string;
  email: string;
  name: string;
  avatarUrl: string | null;
  role: 'owner' | 'member';
  isAdmin: boolean;
  emailVerified: boolean;
};

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export type AuthState = {
  status: AuthStatus;
  user: AuthUser | null;
  signOut(): Promise<void>;
  refreshSession(): Promise<void>;
  /** Adopts a session returned by signIn/signUp and tells the other tabs. */
  applySession(session: AuthSession): void;
};

const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth() needs <AuthProvider> above it');
  return state;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<AuthSession | null>(null);
  const [status, setStatus] = useState<AuthStatus>('loading');
  const sessionRef = useRef<AuthSession | null>(null);
  const channel = useRef<ReturnType<typeof openAuthChannel> | null>(null);

  const adopt = useCallback(
    (next: AuthSession | null, broadcast: boolean) => {
      const wasSignedIn = sessionRef.current !== null;
      sessionRef.current = next;
      setSession(next);
      setStatus(next ? 'signed-in' : 'signed-out');
      if (!next && wasSignedIn) queryClient.clear();
      if (broadcast)
        channel.current?.post(next ? { type: 'session', session: next } : { type: 'signed-out' });
    },
    [queryClient],
  );

  const check = useCallback(async () => {
    try {
      adopt(await withBackoff(() => trpcClient.auth.session.query()), false);
    } catch {
      adopt(null, false);
    }
  }, [adopt]);

  const refresh = useCallback(
    (force: boolean) =>
      withRefreshLock(async () => {
        // Another tab may have refreshed while this one waited for the lock.
        if (!force && !expiresSoon(sessionRef.current)) return;
        try {
          adopt(await withBackoff(() => trpcClient.auth.refresh.mutate()), true);
        } catch (error) {
          if (httpStatusOf(error) === 401) adopt(null, true);
        }
      }),
    [adopt],
  );

  useSessionLifecycle({ channel, sessionRef, adopt, check, refresh });
  useRecheckOnUnauthorized(sessionRef, check);

  const signOut = useCallback(async () => {
    try {
      await trpcClient.auth.signOut.mutate();
    } catch {
      throw new Error(M.signOutFailed);
    }
    adopt(null, true);
    toast.success(M.signedOut);
  }, [adopt]);

  const value = useMemo<AuthState>(
    () => ({
      status,
      user: session?.user ?? null,
      signOut,
      refreshSession: () => refresh(true),
      applySession: (next) => adopt(next, true),
    }),
    [status, session, signOut, refresh, adopt],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** Any call answered 401 (session revoked elsewhere, password changed): re-check the session. */
function useRecheckOnUnauthorized(
  sessionRef: React.RefObject<AuthSession | null>,
  check: () => Promise<void>,
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onError = (event: { type: string; action?: { type: string; error?: unknown } }) => {
      const error =
        event.type === 'updated' && event.action?.type === 'error' ? event.action.error : null;
      if (error && httpStatusOf(error) === 401 && sessionRef.current) void check();
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe(onError);
    const unsubscribeMutations = queryClient.getMutationCache().subscribe(onError);
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, check, sessionRef]);
}

/** Listens to the other tabs, checks the session at start and when shown, refreshes it in time. */
function useSessionLifecycle({
  channel,
  sessionRef,
  adopt,
  check,
  refresh,
}: {
  channel: React.RefObject<ReturnType<typeof openAuthChannel> | null>;
  sessionRef: React.RefObject<AuthSession | null>;
  adopt: (next: AuthSession | null, broadcast: boolean) => void;
  check: () => Promise<void>;
  refresh: (force: boolean) => Promise<void>;
}) {
  useEffect(() => {
    channel.current = openAuthChannel((message: AuthBroadcast) => {
      adopt(message.type === 'session' ? message.session : null, false);
    });
    void check();
    const tick = setInterval(() => {
      if (expiresSoon(sessionRef.current)) void refresh(false);
    }, AUTO_REFRESH_TICK_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && sessionRef.current) void check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(tick);
      document.removeEventListener('visibilitychange', onVisible);
      channel.current?.close();
      channel.current = null;
    };
  }, [channel, sessionRef, adopt, check, refresh]);
}
