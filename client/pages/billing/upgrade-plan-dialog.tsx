import { BILLING_MESSAGES } from '../../../shared/billing/billing-messages';
import {
  type PlanId,
  POPULAR_LABEL,
  PRICING_PLANS,
  planById,
  planFeatureLines,
  SETUP_FEE_DOLLARS,
  SUPPORT_LINE,
} from '../../../shared/billing/plans';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { toast } from '../../components/ui/toaster';
import { cn } from '../../lib/cn';
import { errorMessage, trpc } from '../../lib/trpc';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; currentPlanId: PlanId | null };

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

export function UpgradePlanDialog({ open, onOpenChange, currentPlanId }: Props) {
  const utils = trpc.useUtils();
  const choose = trpc.billing.choosePlan.useMutation({
    onSuccess: ({ planId }) => {
      toast.success(BILLING_MESSAGES.planChosen(planById(planId).name));
      onOpenChange(false);
    },
    onError: (error) => toast.error(errorMessage(error, BILLING_MESSAGES.actionFailed)),
    onSettled: () => utils.billing.invalidate(),
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-5xl">
        <DialogHeader>
          <DialogTitle>Upgrade Plan</DialogTitle>
          <DialogDescription>
            Each plan has a one-time setup fee of {dollars(SETUP_FEE_DOLLARS)}. {SUPPORT_LINE}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          {PRICING_PLANS.map((plan) => {
            const current = plan.id === currentPlanId;
            return (
              <section
                key={plan.id}
                aria-label={`${plan.name} plan`}
                className={cn(
                  'flex flex-col gap-3 rounded-lg border p-4',
                  plan.popular && 'border-primary',
                )}
              >
                <div className="flex items-center justify-between gap-2">
                  <h3 className="font-semibold">{plan.name}</h3>
                  {plan.popular ? <Badge>{POPULAR_LABEL}</Badge> : null}
                </div>
                <p>
                  <span className="text-2xl font-bold">{dollars(plan.priceMonthly)}</span>
                  <span className="text-muted-foreground">/mo</span>
                </p>
                <p className="text-xs text-muted-foreground">
                  + {dollars(plan.setupFee)} one-time setup fee
                </p>
                <ul className="flex-1 list-disc pl-5 text-sm">
                  {planFeatureLines(plan).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                <Button
                  variant={plan.popular ? 'default' : 'outline'}
                  disabled={current || choose.isPending}
                  onClick={() => choose.mutate({ planId: plan.id })}
                >
                  {current ? 'Current plan' : `Choose ${plan.name}`}
                </Button>
              </section>
            );
          })}
        </div>
      </DialogContent>
    </Dialog>
  );
}
