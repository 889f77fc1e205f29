import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageLoading } from './components/page-loading';
import { AuthProvider, AuthSpinner, RequireAdmin } from './lib/auth';
import { AppProviders } from './lib/providers';
import { NotFoundPage } from './pages/not-found-page';
import { AdminPage, DASHBOARD_PATTERN, DashboardRoutes, PUBLIC_ROUTES } from './routes';

/**
 * Every page but the landing page, under the app's providers (React Query, the session): its own
 * chunk, so the landing page downloads none of them. Every page is a lazy chunk (see routes.ts).
 * While the dashboard's chunk loads, its fallback is the same spinner its sign-in check shows, so
 * the two waits read as one.
 */
export function AppShell() {
  return (
    <AppProviders>
      <AuthProvider>
        <AppRoutes />
      </AuthProvider>
    </AppProviders>
  );
}

function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {PUBLIC_ROUTES.map(({ path, page }) => (
          <Route key={path} path={path} component={page} />
        ))}
        <Route path={DASHBOARD_PATTERN}>
          <Suspense fallback={<AuthSpinner />}>
            <DashboardRoutes />
          </Suspense>
        </Route>
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
