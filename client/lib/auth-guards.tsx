import { type ReactNode, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { AUTH_MESSAGES as M } from '../../shared/auth/auth-messages';
import { Spinner } from '../components/ui/spinner';
import { useAuth } from './auth';
import { useIsAdmin } from './use-is-admin';

/** 'Verifying your authentication...' over the whole screen. */
export function AuthSpinner() {
  return (
    <div className="flex min-h-svh items-center justify-center">
      <Spinner label={M.verifyingAuth} iconClassName="size-8" />
    </div>
  );
}

/** Sends a signed-out visitor to sign-in, remembering where they were going. */
function useSignInRedirect(active: boolean) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (!active) return;
    const attempted = `${location}${search ? `?${search}` : ''}`;
    navigate(`/auth/signin?redirect=${encodeURIComponent(attempted)}`, { replace: true });
  }, [active, location, search, navigate]);
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  useSignInRedirect(status === 'signed-out');
  return status === 'signed-in' ? children : <AuthSpinner />;
}

/**
 * Admins only (the server's isAdmin; an error counts as "no"); anyone else signed in is sent to
 * the dashboard. The server refuses them too: this only spares them an empty page.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const [, navigate] = useLocation();
  useSignInRedirect(status === 'signed-out');
  const isAdmin = useIsAdmin(status === 'signed-in');
  const refused = status === 'signed-in' && !isAdmin.isPending && isAdmin.data !== true;
  useEffect(() => {
    if (refused) navigate('/dashboard', { replace: true });
  }, [refused, navigate]);
  return status === 'signed-in' && isAdmin.data === true ? children : <AuthSpinner />;
}

/** A same-site path to return to after sign-in, else /dashboard. */
export function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : '/dashboard';
}
