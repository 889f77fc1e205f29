// Minimal stand-in created by the app-shell engineer so the client compiles.
// The auth engineer owns this file and replaces it with the real session handling.
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';

export type AuthUser = {
  id: string;
  email: string;
  name: string;
  avatarUrl: string | null;
  role: 'owner' | 'member';
  isAdmin: boolean;
};

export type AuthState = {
  status: 'loading' | 'signed-in' | 'signed-out';
  user: AuthUser | null;
  signOut(): Promise<void>;
};

const signedOut: AuthState = { status: 'signed-out', user: null, signOut: async () => {} };

export function useAuth(): AuthState {
  return signedOut;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  return children;
}

export function RequireAuth({ children }: { children: ReactNode }) {
  return useAuth().user ? children : <Redirect to="/auth/signin" replace />;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  return useAuth().user?.isAdmin ? children : <Redirect to="/" replace />;
}
