import { useState } from 'react';
import { BILLING_MESSAGES } from '../../../shared/billing/billing-messages';
import type { BillingOverview } from '../../../shared/billing/billing-view';
import { FREE_TRIAL, planById, planFeatureLines } from '../../../shared/billing/plans';
import { formatDateTime } from '../../../shared/format/date-time';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { UpgradePlanDialog } from './upgrade-plan-dialog';
import { UsageMeter } from './usage-meter';

const day = (iso: string) => formatDateTime(iso, 'date');

export function CurrentPlanCard({ overview }: { overview: BillingOverview }) {
  const [upgrading, setUpgrading] = useState(false);
  const { plan, usage } = overview;
  const chosen = plan.kind === 'plan' ? planById(plan.planId) : null;
  return (
    <Card data-testid="current-plan">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Current Plan</CardTitle>
          <CardDescription>
            {chosen
              ? `This period: ${day(usage.periodStart)} – ${day(usage.periodEnd)}`
              : 'Your free trial started when you signed up'}
          </CardDescription>
        </div>
        {overview.canManage ? (
          <Button onClick={() => setUpgrading(true)}>Upgrade Plan</Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          <div className="flex items-center gap-2">
            <span className="text-xl font-semibold" data-testid="plan-name">
              {chosen ? chosen.name : FREE_TRIAL.name}
            </span>
            {plan.kind === 'trial' ? (
              <Badge variant={plan.ended ? 'destructive' : 'secondary'}>
                {plan.ended ? 'Trial ended' : `${plan.daysRemaining} days remaining`}
              </Badge>
            ) : (
              <Badge variant="secondary">${chosen!.priceMonthly.toLocaleString('en-US')}/mo</Badge>
            )}
          </div>
          <ul className="list-disc pl-5 text-sm text-muted-foreground">
            {(chosen ? planFeatureLines(chosen) : FREE_TRIAL.features).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {chosen ? null : <p className="text-sm">{BILLING_MESSAGES.trialCanDo}</p>}
        </div>
        <div className="flex flex-col gap-4">
          <UsageMeter label="Dials" counts="calls placed this period" meter={usage.dials} />
          {chosen ? null : (
            <p className="text-xs text-muted-foreground">{BILLING_MESSAGES.trialDialsExplained}</p>
          )}
          <UsageMeter label="Talk minutes" counts="minutes talked" meter={usage.talkMinutes} />
          <UsageMeter label="Voice agents" counts="in use" meter={usage.agents} />
        </div>
      </CardContent>
      <UpgradePlanDialog
        open={upgrading}
        onOpenChange={setUpgrading}
        currentPlanId={chosen?.id ?? null}
      />
    </Card>
  );
}
