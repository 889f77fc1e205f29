import type { ComponentType, ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { DashboardShell } from './components/layout/dashboard-shell';
import { AccountEventsProvider } from './lib/account-events';
import { RequireAdmin, RequireAuth, useAuth } from './lib/auth';
import { AdminPage } from './pages/admin-page';
import { AcceptInvitePage } from './pages/auth/accept-invite-page';
import { ForgotPasswordPage } from './pages/auth/forgot-password-page';
import { ResetPasswordPage } from './pages/auth/reset-password-page';
import { SignInPage } from './pages/auth/sign-in-page';
import { SignUpPage } from './pages/auth/sign-up-page';
import { VerifyEmailPage } from './pages/auth/verify-email-page';
import { CampaignSettingsPage } from './pages/campaign-settings/campaign-settings-page';
import { LandingPage } from './pages/landing-page';
import { NotFoundPage } from './pages/not-found-page';
import { PlaceholderPage } from './pages/placeholder-page';
import { SettingsPage } from './pages/settings/settings-page';
import { UploadContactsPage } from './pages/upload-contacts/upload-contacts-page';
import { useDialerLiveUpdates } from './pages/upload-contacts/use-dialer-live-updates';
import { VoiceAgentsPage } from './pages/voice-agents/voice-agents-page';

const placeholder = (title: string) => () => <PlaceholderPage title={title} />;

/** Pages under /dashboard, keyed by the path segment after it ('' is the index). */
const DASHBOARD_PAGES: Record<string, ComponentType> = {
  '': UploadContactsPage,
  'voice-agents': VoiceAgentsPage,
  'campaign-settings': CampaignSettingsPage,
  'appointment-calendar': placeholder('Appointment Calendar'),
  'call-logs': placeholder('Call Logs'),
  'storm-data': placeholder('Storm Data'),
  tutorials: placeholder('Tutorials'),
  billing: placeholder('Billing'),
  'knowledge-base': placeholder('Knowledge Base'),
  settings: SettingsPage,
};

const dashboardPath = (segment: string) => (segment ? `/dashboard/${segment}` : '/dashboard');

/** Matches only the known dashboard paths, so any other /dashboard/... falls through to 404. */
const DASHBOARD_PATTERN = new RegExp(
  `^/dashboard(?:/(?:${Object.keys(DASHBOARD_PAGES).filter(Boolean).join('|')}))?/?$`,
);

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
          <Switch>
            {Object.entries(DASHBOARD_PAGES).map(([segment, Page]) => (
              <Route key={segment} path={dashboardPath(segment)} component={Page} />
            ))}
          </Switch>
        </DashboardShell>
      </LiveAccountEvents>
    </RequireAuth>
  );
}

export function App() {
  return (
    <Switch>
      <Route path="/" component={LandingPage} />
      <Route path="/auth/signin" component={SignInPage} />
      <Route path="/auth/signup" component={SignUpPage} />
      <Route path="/auth/forgot-password" component={ForgotPasswordPage} />
      <Route path="/auth/reset-password/:token" component={ResetPasswordPage} />
      <Route path="/auth/reset-password" component={ResetPasswordPage} />
      <Route path="/auth/accept-invite/:token" component={AcceptInvitePage} />
      <Route path="/auth/verify-email/:token" component={VerifyEmailPage} />
      <Route path={DASHBOARD_PATTERN} component={DashboardRoutes} />
      <Route path="/admin">
        <RequireAdmin>
          <AdminPage />
        </RequireAdmin>
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
