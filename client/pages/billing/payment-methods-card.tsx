import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { BILLING_MESSAGES } from '../../../shared/billing/billing-messages';
import type { CardView } from '../../../shared/billing/billing-view';
import { CARD_BRAND_LABELS, formatExpiry } from '../../../shared/billing/card-rules';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';
import { AddCardDialog } from './add-card-dialog';

export function PaymentMethodsCard({
  cards,
  canManage,
}: {
  cards: CardView[];
  canManage: boolean;
}) {
  const [adding, setAdding] = useState(false);
  const utils = trpc.useUtils();
  const remove = trpc.billing.removeCard.useMutation({
    onSuccess: () => toast.success(BILLING_MESSAGES.cardRemoved),
    onError: (error) => toast.error(errorMessage(error, BILLING_MESSAGES.actionFailed)),
    onSettled: () => utils.billing.invalidate(),
  });
  return (
    <Card data-testid="payment-methods">
      <CardHeader className="flex-row items-center justify-between gap-4">
        <CardTitle>Payment Methods</CardTitle>
        {canManage ? (
          <Button variant="outline" onClick={() => setAdding(true)}>
            Add Card
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {cards.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center">
            <CreditCard className="size-8 text-muted-foreground" aria-hidden />
            <p className="font-medium">{BILLING_MESSAGES.noPaymentMethods}</p>
          </div>
        ) : (
          <ul className="flex flex-col divide-y">
            {cards.map((card) => (
              <li key={card.id} className="flex items-center justify-between gap-3 py-3">
                <div className="flex flex-col">
                  <span className="font-medium">
                    {CARD_BRAND_LABELS[card.brand]} •••• {card.last4}
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {card.cardName} · Expires {formatExpiry(card.expMonth, card.expYear)}
                  </span>
                </div>
                {canManage ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove card ending ${card.last4}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate({ cardId: card.id })}
                  >
                    Remove
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <AddCardDialog open={adding} onOpenChange={setAdding} />
    </Card>
  );
}
