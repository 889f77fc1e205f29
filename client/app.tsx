import { type ReactNode, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { DashboardShell } from './components/layout/dashboard-shell';
import { Spinner } from './components/ui/spinner';
import { AccountEventsProvider } from './lib/account-events';
import { RequireAdmin, RequireAuth, useAuth } from './lib/auth';
import { useDialerLiveUpdates } from './lib/live-updates/use-dialer-live-updates';
import { NotFoundPage } from './pages/not-found-page';
import { PlaceholderPage } from './pages/placeholder-page';
import {
  AdminPage,
  DASHBOARD_PATTERN,
  DASHBOARD_ROUTES,
  dashboardHref,
  PUBLIC_ROUTES,
} from './routes';

/** Shown while a page's chunk loads. */
function PageLoading() {
  return <Spinner className="justify-center py-10" iconClassName="size-6" />;
}

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

function DashboardRoutes() {
  return (
    <RequireAuth>
      <LiveAccountEvents>
        <DialerLiveUpdates />
        <DashboardShell>
          <Suspense fallback={<PageLoading />}>
            <Switch>
              {DASHBOARD_ROUTES.map(({ segment, label, page: Page }) => (
                <Route key={segment} path={dashboardHref(segment)}>
                  {Page ? <Page /> : <PlaceholderPage title={label} />}
                </Route>
              ))}
            </Switch>
          </Suspense>
        </DashboardShell>
      </LiveAccountEvents>
    </RequireAuth>
  );
}

/** Any page may be a lazy chunk (see routes.ts): the outer boundary covers those outside the shell. */
export function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {PUBLIC_ROUTES.map(({ path, page }) => (
          <Route key={path} path={path} component={page} />
        ))}
        <Route path={DASHBOARD_PATTERN} component={DashboardRoutes} />
        <Route path="/admin">
          <RequireAdmin>
            <AdminPage />
          </RequireAdmin>
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
