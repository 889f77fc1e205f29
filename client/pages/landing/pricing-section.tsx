import { Check, Sparkles } from 'lucide-react';
import {
  POPULAR_LABEL,
  PRICING_PLANS,
  type PricingPlan,
  planFeatureLines,
  SETUP_FEE_DOLLARS,
  SUPPORT_LINE,
} from '../../../shared/billing/plans';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { BookCallLink } from './book-call-link';
import { Section } from './section';

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;
const setupFeeLine = (amount: number) => `${dollars(amount)} one-time setup fee`;

export function PricingSection() {
  return (
    <Section
      id="pricing"
      eyebrow="Pricing"
      title="Plans that pay for themselves in booked inspections"
      description={
        <>
          Every plan: {setupFeeLine(SETUP_FEE_DOLLARS)}. {SUPPORT_LINE}
        </>
      }
    >
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {PRICING_PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </ul>
    </Section>
  );
}

function PlanCard({ plan }: { plan: PricingPlan }) {
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm',
        plan.popular && 'border-2 border-primary shadow-lg',
      )}
      data-testid={`plan-${plan.id}`}
    >
      {plan.popular ? (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">
          <Sparkles aria-hidden />
          {POPULAR_LABEL}
        </Badge>
      ) : null}
      <h3 className="text-xl font-semibold">{plan.name}</h3>
      <p className="mt-4">
        <span className="text-4xl font-extrabold tracking-tight">{dollars(plan.priceMonthly)}</span>
        <span className="text-muted-foreground">/mo</span>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">+ {setupFeeLine(plan.setupFee)}</p>
      <ul className="mt-6 flex flex-1 flex-col gap-3 text-sm">
        {planFeatureLines(plan).map((line) => (
          <li key={line} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            {line}
          </li>
        ))}
      </ul>
      <BookCallLink
        size="lg"
        variant={plan.popular ? 'default' : 'outline'}
        className="mt-8 w-full"
      />
    </li>
  );
}
