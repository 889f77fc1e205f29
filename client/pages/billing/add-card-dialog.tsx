import { type FormEvent, useState } from 'react';
import { BILLING_MESSAGES } from '../../../shared/billing/billing-messages';
import {
  CARD_BRAND_LABELS,
  type CardForm,
  type CardFormErrors,
  cardDigits,
  detectCardBrand,
  validateCardForm,
} from '../../../shared/billing/card-rules';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';

const EMPTY: CardForm = { cardName: '', cardNumber: '', expiry: '', cvc: '' };

/**
 * The card form (spec 5, plus a Luhn check, a future expiry and the brand). Only the brand, last
 * four, expiry and name are sent; the number and CVC stay in this component's state.
 */
export function AddCardDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const utils = trpc.useUtils();
  const [form, setForm] = useState<CardForm>(EMPTY);
  const [errors, setErrors] = useState<CardFormErrors>({});
  const close = (next: boolean) => {
    if (!next) {
      setForm(EMPTY);
      setErrors({});
    }
    onOpenChange(next);
  };
  const save = trpc.billing.saveCard.useMutation({
    onSuccess: () => {
      toast.success(BILLING_MESSAGES.cardAddedTitle, {
        description: BILLING_MESSAGES.cardAddedBody,
      });
      close(false);
    },
    onError: (error) => toast.error(errorMessage(error, BILLING_MESSAGES.actionFailed)),
    onSettled: () => utils.billing.invalidate(),
  });
  const brand = detectCardBrand(cardDigits(form.cardNumber));
  const field = cardFieldProps(form, errors, setForm);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateCardForm(form, new Date());
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    save.mutate(result.card);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Card</DialogTitle>
          <DialogDescription>{BILLING_MESSAGES.recordedNotCharged}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate aria-label="Add card" className="flex flex-col gap-3">
          <FormField label="Name on card" autoComplete="cc-name" {...field('cardName')} />
          <CardNumberFields field={field} brand={brand} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Card'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

type FieldProps = ReturnType<ReturnType<typeof cardFieldProps>>;

/** Number (with the brand it shows), expiry and CVC: the parts of the card never sent. */
function CardNumberFields({
  field,
  brand,
}: {
  field: (name: keyof CardForm) => FieldProps;
  brand: ReturnType<typeof detectCardBrand>;
}) {
  return (
    <>
      <FormField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        maxLength={23}
        {...field('cardNumber')}
      />
      {brand ? (
        <p className="text-sm text-muted-foreground" data-testid="card-brand">
          {CARD_BRAND_LABELS[brand]}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <FormField
          label="Expiry (MM/YY)"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={7}
          {...field('expiry')}
        />
        <FormField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          {...field('cvc')}
        />
      </div>
    </>
  );
}

function cardFieldProps(
  form: CardForm,
  errors: CardFormErrors,
  setForm: React.Dispatch<React.SetStateAction<CardForm>>,
) {
  return (name: keyof CardForm) => ({
    name,
    value: form[name],
    errors: errors[name] ? [errors[name]!] : undefined,
    onChange: (event: { target: { value: string } }) =>
      setForm((old) => ({ ...old, [name]: event.target.value })),
  });
}
