import { type FormEvent, useState } from 'react';
import { BILLING_MESSAGES } from '../../../shared/billing/billing-messages';
import {
  MAX_CREDIT_CENTS,
  MIN_CREDIT_CENTS,
  parseDollars,
} from '../../../shared/billing/billing-schemas';
import type { BillingOverview } from '../../../shared/billing/billing-view';
import { COST_PER_MINUTE_CENTS, formatDollars } from '../../../shared/billing/usage';
import { formatDateTime } from '../../../shared/format/date-time';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';

/** Account Balance: the credit ledger's sum, Add Credits, and the period's usage and cost. */
export function BalanceCard({ overview }: { overview: BillingOverview }) {
  const { usage, balanceCents, credits, canManage } = overview;
  const [adding, setAdding] = useState(false);

  return (
    <Card data-testid="account-balance">
      <CardHeader className="flex-row items-center justify-between gap-4">
        <CardTitle>Account Balance</CardTitle>
        {canManage && !adding ? (
          <Button variant="outline" onClick={() => setAdding(true)}>
            Add Credits
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-3xl font-bold" data-testid="balance">
          {formatDollars(balanceCents)}
        </p>
        {adding ? <AddCreditsForm onClose={() => setAdding(false)} /> : null}
        <dl className="grid grid-cols-2 gap-2 text-sm" data-testid="usage">
          <dt className="text-muted-foreground">Minutes used this period</dt>
          <dd data-testid="minutes-used">{usage.talkMinutes.used.toLocaleString('en-US')}</dd>
          <dt className="text-muted-foreground">Estimated cost</dt>
          <dd data-testid="estimated-cost">{formatDollars(usage.estimatedCostCents)}</dd>
        </dl>
        <p className="text-xs text-muted-foreground">
          Estimated costs: {formatDollars(COST_PER_MINUTE_CENTS)} per minute for voice agent calls.
        </p>
        <RecentCredits credits={credits} />
      </CardContent>
    </Card>
  );
}

function AddCreditsForm({ onClose }: { onClose: () => void }) {
  const utils = trpc.useUtils();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = trpc.billing.addCredits.useMutation({
    onSuccess: (_result, input) => {
      toast.success(BILLING_MESSAGES.creditsAdded(formatDollars(input.amountCents)));
      setAmount('');
      onClose();
    },
    onError: (e) => toast.error(errorMessage(e, BILLING_MESSAGES.actionFailed)),
    onSettled: () => utils.billing.invalidate(),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseDollars(amount);
    if (cents === null || cents < MIN_CREDIT_CENTS || cents > MAX_CREDIT_CENTS) {
      return setError(BILLING_MESSAGES.creditAmountRange);
    }
    setError(null);
    add.mutate({ amountCents: cents });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Add credits" className="flex items-start gap-2">
      <FormField
        label="Amount (USD)"
        name="amount"
        inputMode="decimal"
        placeholder="25.00"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        errors={error ? [error] : undefined}
      />
      <Button type="submit" className="mt-[1.375rem]" disabled={add.isPending}>
        Add
      </Button>
      <Button type="button" variant="ghost" className="mt-[1.375rem]" onClick={onClose}>
        Cancel
      </Button>
    </form>
  );
}

function RecentCredits({ credits }: { credits: BillingOverview['credits'] }) {
  if (credits.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm" aria-label="Recent credits">
      {credits.map((entry) => (
        <li key={entry.id} className="flex justify-between gap-2">
          <span>
            {formatDollars(entry.amountCents)} by {entry.addedBy}
          </span>
          <span className="text-muted-foreground">
            {formatDateTime(entry.createdAt, 'dateTime')}
          </span>
        </li>
      ))}
    </ul>
  );
}
