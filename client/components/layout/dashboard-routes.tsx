import { type ReactNode, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { AccountEventsProvider } from '../../lib/account-events';
import { RequireAuth, useAuth } from '../../lib/auth';
import { useDialerLiveUpdates } from '../../lib/live-updates/use-dialer-live-updates';
import { DASHBOARD_ROUTES, DASHBOARD_SUBPAGES, dashboardHref } from '../../routes';
import { PageLoading } from '../page-loading';
import { DashboardShell } from './dashboard-shell';

/**
 * The live stream belongs to one workspace membership: joining or leaving a workspace changes the
 * user's role, and the new key opens a fresh stream for the new account.
 */
function LiveAccountEvents({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return (
    <AccountEventsProvider key={`${user?.id}:${user?.role}`}>{children}</AccountEventsProvider>
  );
}

/** Dialer toasts and cache patches run on every dashboard page, not only on Upload Contacts. */
function DialerLiveUpdates() {
  useDialerLiveUpdates();
  return null;
}

/** Everything under /dashboard: its own chunk, so public pages never download it. */
export function DashboardRoutes() {
  return (
    <RequireAuth>
      <LiveAccountEvents>
        <DialerLiveUpdates />
        <DashboardShell>
          <Suspense fallback={<PageLoading />}>
            <Switch>
              {DASHBOARD_ROUTES.map(({ segment, page: Page }) => (
                <Route key={segment} path={dashboardHref(segment)}>
                  <Page />
                </Route>
              ))}
              {DASHBOARD_SUBPAGES.map(({ path, page: Page }) => (
                <Route key={path} path={path}>
                  <Page />
                </Route>
              ))}
            </Switch>
          </Suspense>
        </DashboardShell>
      </LiveAccountEvents>
    </RequireAuth>
  );
}
