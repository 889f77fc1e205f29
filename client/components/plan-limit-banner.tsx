import { AlertTriangle } from 'lucide-react';
import { Link } from 'wouter';
import { BILLING_MESSAGES } from '../../shared/billing/billing-messages';
import { formatDateTime } from '../../shared/format/date-time';
import { trpc } from '../lib/trpc';
import { useBillingLiveUpdates } from '../lib/use-billing-live-updates';
import { Alert, AlertDescription, AlertTitle } from './ui/alert';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * On every dashboard page: a warning once a plan limit is 80% used, and the reason dialling is
 * paused once the period's dials are used up (or the trial has ended).
 */
export function PlanLimitBanner() {
  useBillingLiveUpdates();
  const status = trpc.billing.usage.useQuery();
  if (!status.data) return null;
  const { usage, plan, planLabel } = status.data;
  const upgrade = (
    <Link href="/dashboard/billing" className="font-medium text-primary underline">
      Upgrade Plan
    </Link>
  );

  if (plan.kind === 'trial' && plan.ended) {
    return (
      <Alert variant="destructive" className="mb-4" data-testid="plan-limit-banner">
        <AlertTriangle aria-hidden />
        <AlertTitle>{BILLING_MESSAGES.trialEnded}</AlertTitle>
        <AlertDescription>{upgrade}</AlertDescription>
      </Alert>
    );
  }
  if (usage.dials.state === 'reached') {
    const resumes = formatDateTime(usage.periodEnd, 'date');
    return (
      <Alert variant="destructive" className="mb-4" data-testid="plan-limit-banner">
        <AlertTriangle aria-hidden />
        <AlertTitle>
          {BILLING_MESSAGES.dialLimitReached(count(usage.dials.limit), planLabel)}
        </AlertTitle>
        <AlertDescription>
          <span>
            {plan.kind === 'trial'
              ? 'Choose a plan to keep dialling.'
              : BILLING_MESSAGES.dialLimitUntil(resumes)}
          </span>
          {upgrade}
        </AlertDescription>
      </Alert>
    );
  }
  const warnings = [
    usage.dials.state === 'warning' &&
      BILLING_MESSAGES.dialsWarning(count(usage.dials.used), count(usage.dials.limit), planLabel),
    usage.talkMinutes.state !== 'ok' &&
      BILLING_MESSAGES.minutesWarning(
        count(usage.talkMinutes.used),
        count(usage.talkMinutes.limit),
        planLabel,
      ),
    usage.agents.state !== 'ok' &&
      BILLING_MESSAGES.agentsWarning(usage.agents.used, usage.agents.limit, planLabel),
  ].filter((text): text is string => Boolean(text));
  if (warnings.length === 0) return null;
  return (
    <Alert role="status" className="mb-4 border-amber-500/50" data-testid="plan-limit-banner">
      <AlertTriangle aria-hidden />
      <AlertTitle>Approaching your plan's limits</AlertTitle>
      <AlertDescription>
        {warnings.map((text) => (
          <span key={text}>{text}</span>
        ))}
        {upgrade}
      </AlertDescription>
    </Alert>
  );
}
