import { Info } from 'lucide-react';
import { BILLING_MESSAGES } from '../../../shared/billing/billing-messages';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { trpc } from '../../lib/trpc';
import { BalanceCard } from './balance-card';
import { BillingHistoryCard } from './billing-history-card';
import { CurrentPlanCard } from './current-plan-card';
import { PaymentMethodsCard } from './payment-methods-card';

/** Billing (spec 2.11): plan, payment methods, balance and usage, invoices. Kept live by the shell. */
export function BillingPage() {
  const overview = trpc.billing.overview.useQuery();
  return (
    <section className="flex max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Billing</h1>
        <p className="text-muted-foreground">Manage your plan, payment methods and credits</p>
      </header>
      <Alert role="note">
        <Info aria-hidden />
        <AlertDescription>{BILLING_MESSAGES.recordedNotCharged}</AlertDescription>
      </Alert>
      {overview.isPending ? (
        <Spinner />
      ) : overview.isError ? (
        <LoadError
          title="Failed to load billing"
          error={overview.error}
          onRetry={() => overview.refetch()}
        />
      ) : (
        <>
          {overview.data.canManage ? null : (
            <p className="text-sm text-muted-foreground">{BILLING_MESSAGES.ownersOnly}</p>
          )}
          <CurrentPlanCard overview={overview.data} />
          <div className="grid gap-6 lg:grid-cols-2">
            <PaymentMethodsCard cards={overview.data.cards} canManage={overview.data.canManage} />
            <BalanceCard overview={overview.data} />
          </div>
          <BillingHistoryCard invoices={overview.data.invoices} />
        </>
      )}
    </section>
  );
}
