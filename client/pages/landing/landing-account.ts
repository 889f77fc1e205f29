import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTH_MESSAGES as M } from '../../../shared/auth/auth-messages';
import { toast } from '../../components/ui/toaster';
import type { AuthUser } from '../../lib/auth';
import { publicMutation, publicQuery } from '../../lib/public-trpc';
import { type AuthSession, openAuthChannel, withBackoff } from '../../lib/session-sync';

export type LandingAccount = {
  status: 'loading' | 'signed-in' | 'signed-out';
  user: AuthUser | null;
  isAdmin: boolean;
  signOut(): Promise<void>;
};

/**
 * Who is signed in, for the landing page's top bar: the same `auth.session`, `auth.isAdmin` and
 * `auth.signOut` the app's AuthProvider calls, read without the app's providers (the landing page
 * loads neither React Query nor the tRPC client). Other tabs' sign-in and sign-out reach it.
 */
export function useLandingAccount(): LandingAccount {
  const [status, setStatus] = useState<LandingAccount['status']>('loading');
  const [user, setUser] = useState<AuthUser | null>(null);
  const [isAdmin, setIsAdmin] = useState(false);
  const channel = useRef<ReturnType<typeof openAuthChannel> | null>(null);

  const adopt = useCallback((session: AuthSession | null) => {
    setUser(session?.user ?? null);
    setStatus(session ? 'signed-in' : 'signed-out');
  }, []);

  useEffect(() => {
    channel.current = openAuthChannel((message) =>
      adopt(message.type === 'session' ? message.session : null),
    );
    withBackoff(() => publicQuery<AuthSession | null>('auth.session'))
      .then(adopt)
      .catch(() => adopt(null));
    return () => {
      channel.current?.close();
      channel.current = null;
    };
  }, [adopt]);

  useEffect(() => {
    if (!user) return setIsAdmin(false);
    // The spec's is_admin(): an error counts as "not an admin".
    publicQuery<boolean>('auth.isAdmin')
      .then((answer) => setIsAdmin(answer === true))
      .catch(() => setIsAdmin(false));
  }, [user]);

  const signOut = useCallback(async () => {
    try {
      await publicMutation('auth.signOut');
    } catch {
      throw new Error(M.signOutFailed);
    }
    adopt(null);
    channel.current?.post({ type: 'signed-out' });
    toast.success(M.signedOut);
  }, [adopt]);

  return { status, user, isAdmin, signOut };
}
