import { useId, useState } from 'react';
import { BuyNumberSchema, PHONE_MESSAGES } from '../../../shared/agents/phone-numbers';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';
import { FieldErrors } from './editor-fields';

/** Area code, then a confirmation with the monthly-charge note, then the purchase. */
export function BuyNumberForm({ onPending }: { onPending: (areaCode: number | null) => void }) {
  const id = useId();
  const utils = trpc.useUtils();
  const [areaCode, setAreaCode] = useState('');
  const [confirming, setConfirming] = useState<number | null>(null);
  const [errors, setErrors] = useState<string[]>();
  const buy = trpc.phoneNumbers.buy.useMutation({
    onSuccess: (number) => {
      toast.success(PHONE_MESSAGES.purchased, { description: number.phoneNumber });
      setAreaCode('');
      void utils.phoneNumbers.list.invalidate();
    },
    onError: (error) =>
      toast.error(PHONE_MESSAGES.purchaseFailed, {
        description: errorMessage(error, 'Please try again.'),
      }),
    onSettled: () => onPending(null),
  });

  const ask = () => {
    const parsed = BuyNumberSchema.safeParse({ areaCode: Number(areaCode) });
    if (!parsed.success) return setErrors(parsed.error.issues.map((i) => i.message));
    setErrors(undefined);
    setConfirming(parsed.data.areaCode);
  };
  const confirm = () => {
    if (confirming === null) return;
    onPending(confirming);
    buy.mutate({ areaCode: confirming });
    setConfirming(null);
  };

  if (confirming !== null) {
    return (
      <div
        role="alertdialog"
        aria-label="Confirm purchase"
        className="flex flex-col gap-2 rounded-md border p-3"
      >
        <p className="text-sm font-medium">Buy a number in area code {confirming}?</p>
        <p className="text-sm text-muted-foreground">{PHONE_MESSAGES.monthlyCharge}</p>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
          <Button onClick={confirm}>Confirm Purchase</Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Area code</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          inputMode="numeric"
          maxLength={3}
          placeholder="415"
          value={areaCode}
          onChange={(e) => setAreaCode(e.target.value.replace(/\D/g, ''))}
        />
        <Button onClick={ask} disabled={buy.isPending}>
          {buy.isPending ? 'Purchasing...' : 'Purchase Number'}
        </Button>
      </div>
      <FieldErrors errors={errors} />
    </div>
  );
}
