import {
  BarChart3,
  BookOpen,
  Bot,
  CalendarDays,
  CloudLightning,
  CreditCard,
  GraduationCap,
  type LucideIcon,
  PhoneCall,
  PhoneOff,
  Settings,
  SlidersHorizontal,
  Upload,
  Users,
} from 'lucide-react';
import { type ComponentType, lazy } from 'react';

/**
 * The one route table: the router (client/app.tsx) and the sidebar menu are both built from it.
 * Every page is a `lazyPage(...)` in its own chunk, so a visitor downloads only the page they
 * open (the landing page never loads the dashboard); a Suspense boundary shows a spinner while a
 * chunk loads.
 */

/**
 * A page loaded on first visit (its own chunk), picked by name from its module, under tRPC's
 * hooks (loaded beside it). `{ trpcHooks: false }` for a page that reads through the plain client.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  { trpcHooks = true } = {},
) {
  if (!trpcHooks) return lazy(async () => ({ default: pick(await load()) }));
  return lazy(async () => {
    const [module, { withTrpc }] = await Promise.all([load(), import('./lib/trpc-provider')]);
    return { default: withTrpc(pick(module)) };
  });
}

const SignInPage = lazyPage(
  () => import('./pages/auth/sign-in-page'),
  (m) => m.SignInPage,
  { trpcHooks: false },
);
const SignUpPage = lazyPage(
  () => import('./pages/auth/sign-up-page'),
  (m) => m.SignUpPage,
);
const ForgotPasswordPage = lazyPage(
  () => import('./pages/auth/forgot-password-page'),
  (m) => m.ForgotPasswordPage,
);
const ResetPasswordPage = lazyPage(
  () => import('./pages/auth/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
const AcceptInvitePage = lazyPage(
  () => import('./pages/auth/accept-invite-page'),
  (m) => m.AcceptInvitePage,
);
const VerifyEmailPage = lazyPage(
  () => import('./pages/auth/verify-email-page'),
  (m) => m.VerifyEmailPage,
);

/** Pages anyone can open, outside the dashboard shell (the landing page is in client/app.tsx). */
export const PUBLIC_ROUTES: readonly { path: string; page: ComponentType }[] = [
  { path: '/auth/signin', page: SignInPage },
  { path: '/auth/signup', page: SignUpPage },
  { path: '/auth/forgot-password', page: ForgotPasswordPage },
  { path: '/auth/reset-password/:token', page: ResetPasswordPage },
  { path: '/auth/reset-password', page: ResetPasswordPage },
  { path: '/auth/accept-invite/:token', page: AcceptInvitePage },
  { path: '/auth/verify-email/:token', page: VerifyEmailPage },
];

export type DashboardRoute = {
  /** Path after /dashboard ('' is the index page, /dashboard itself). */
  segment: string;
  /** Menu label, also the page's name. */
  label: string;
  icon: LucideIcon;
  page: ComponentType;
};

/** Pages under /dashboard, in the spec's menu order. */
export const DASHBOARD_ROUTES: readonly DashboardRoute[] = [
  {
    segment: '',
    label: 'Upload Contacts',
    icon: Upload,
    page: lazyPage(
      () => import('./pages/upload-contacts/upload-contacts-page'),
      (m) => m.UploadContactsPage,
    ),
  },
  {
    segment: 'voice-agents',
    label: 'Voice Agents',
    icon: Bot,
    page: lazyPage(
      () => import('./pages/voice-agents/voice-agents-page'),
      (m) => m.VoiceAgentsPage,
    ),
  },
  {
    segment: 'campaign-settings',
    label: 'Campaign Settings',
    icon: SlidersHorizontal,
    page: lazyPage(
      () => import('./pages/campaign-settings/campaign-settings-page'),
      (m) => m.CampaignSettingsPage,
    ),
  },
  {
    segment: 'appointment-calendar',
    label: 'Appointment Calendar',
    icon: CalendarDays,
    page: lazyPage(
      () => import('./pages/appointments/appointment-calendar-page'),
      (m) => m.AppointmentCalendarPage,
    ),
  },
  {
    segment: 'call-logs',
    label: 'Call Logs',
    icon: PhoneCall,
    page: lazyPage(
      () => import('./pages/call-logs/call-logs-page'),
      (m) => m.CallLogsPage,
    ),
  },
  {
    segment: 'leads',
    label: 'Leads',
    icon: Users,
    page: lazyPage(
      () => import('./pages/leads/leads-page'),
      (m) => m.LeadsPage,
    ),
  },
  {
    segment: 'do-not-call',
    label: 'Do Not Call',
    icon: PhoneOff,
    page: lazyPage(
      () => import('./pages/do-not-call/do-not-call-page'),
      (m) => m.DoNotCallPage,
    ),
  },
  {
    segment: 'analytics',
    label: 'Analytics',
    icon: BarChart3,
    page: lazyPage(
      () => import('./pages/analytics/analytics-page'),
      (m) => m.AnalyticsPage,
    ),
  },
  {
    segment: 'storm-data',
    label: 'Storm Data',
    icon: CloudLightning,
    page: lazyPage(
      () => import('./pages/storm-data/storm-data-page'),
      (m) => m.StormDataPage,
    ),
  },
  {
    segment: 'tutorials',
    label: 'Tutorials',
    icon: GraduationCap,
    page: lazyPage(
      () => import('./pages/tutorials/tutorials-page'),
      (m) => m.TutorialsPage,
    ),
  },
  {
    segment: 'billing',
    label: 'Billing',
    icon: CreditCard,
    page: lazyPage(
      () => import('./pages/billing/billing-page'),
      (m) => m.BillingPage,
    ),
  },
  {
    segment: 'knowledge-base',
    label: 'Knowledge Base',
    icon: BookOpen,
    page: lazyPage(
      () => import('./pages/knowledge-base/knowledge-base-page'),
      (m) => m.KnowledgeBasePage,
    ),
  },
  {
    segment: 'settings',
    label: 'Settings',
    icon: Settings,
    page: lazyPage(
      () => import('./pages/settings/settings-page'),
      (m) => m.SettingsPage,
    ),
  },
];

/** Pages under /dashboard reached from other pages, not from the menu (paths with params). */
export const DASHBOARD_SUBPAGES: readonly { path: string; page: ComponentType }[] = [
  {
    path: '/dashboard/evidence/:number',
    page: lazyPage(
      () => import('./pages/evidence/evidence-page'),
      (m) => m.EvidencePage,
    ),
  },
];

export const dashboardHref = (segment: string) =>
  segment ? `/dashboard/${segment}` : '/dashboard';

/** Matches only the known dashboard paths, so any other /dashboard/... falls through to 404. */
export const DASHBOARD_PATTERN = new RegExp(
  `^/dashboard(?:/(?:${DASHBOARD_ROUTES.map((route) => route.segment)
    .filter(Boolean)
    .join('|')}|evidence/[^/]+))?/?$`,
);

/** The dashboard shell with its pages (signed-in users): one chunk, each page its own inside. */
export const DashboardRoutes = lazyPage(
  () => import('./components/layout/dashboard-routes'),
  (m) => m.DashboardRoutes,
);

/** The admin area (admins only), outside the dashboard shell. */
export const AdminPage = lazyPage(
  () => import('./pages/admin/admin-page'),
  (m) => m.AdminPage,
);
