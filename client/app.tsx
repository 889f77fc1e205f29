import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageLoading } from './components/page-loading';

/**
 * The landing page loads light: the entry holds React and the router only; the rest of the app
 * (its providers, the tRPC client, React Query) is one chunk that every other page loads.
 */
const LandingPage = lazy(async () => ({
  default: (await import('./pages/landing/landing-page')).LandingPage,
}));
const AppShell = lazy(async () => ({ default: (await import('./app-shell')).AppShell }));

export function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/" component={LandingPage} />
        <Route component={AppShell} />
      </Switch>
    </Suspense>
  );
}
