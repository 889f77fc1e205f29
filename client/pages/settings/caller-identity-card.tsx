import { type FormEvent, useEffect, useState } from 'react';
import { DISCLOSURE_MESSAGES, SaveDisclosureInput } from '../../../shared/dialer/disclosure-inputs';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { toast } from '../../components/ui/toaster';
import { type FieldErrors, serverFieldErrors, zodFieldErrors } from '../../lib/form-errors';
import { errorMessage, trpc } from '../../lib/trpc';

/**
 * Who every call says is calling: the registered business name ({company_name}) and the number a called
 * person can call back ({callback_number}; empty: the list's caller number). Real calls need the
 * Business name.
 */
export function CallerIdentityCard() {
  const utils = trpc.useUtils();
  const current = trpc.disclosure.get.useQuery();
  const [businessName, setBusinessName] = useState('');
  const [callbackNumber, setCallbackNumber] = useState('');
  const [optOutNumber, setOptOutNumber] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (!current.data) return;
    setBusinessName(current.data.businessName ?? '');
    setCallbackNumber(current.data.callbackNumber ?? '');
    setOptOutNumber(current.data.optOutNumber ?? '');
  }, [current.data]);
  const save = trpc.disclosure.save.useMutation({
    onSuccess: (data) => {
      utils.disclosure.get.setData(undefined, data);
      toast.success(DISCLOSURE_MESSAGES.saved);
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      toast.error(errorMessage(error, 'Something went wrong. Please try again.'));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = SaveDisclosureInput.safeParse({ businessName, callbackNumber, optOutNumber });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    save.mutate(parsed.data);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Caller identity</CardTitle>
        <CardDescription>
          Every call opens with your business's registered name (the name it is registered under, as
          on your state filing or licence), offers to stop calling right after, and gives a number
          to call back. Real calls cannot start without it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <FormField
            label="Registered business name"
            name="businessName"
            value={businessName}
            onChange={(event) => setBusinessName(event.target.value)}
            errors={errors.businessName}
          />
          <FormField
            label="Callback number"
            name="callbackNumber"
            placeholder="Empty: the list's caller number"
            value={callbackNumber}
            onChange={(event) => setCallbackNumber(event.target.value)}
            errors={errors.callbackNumber}
          />
          <FormField
            label="Toll-free opt-out number"
            name="optOutNumber"
            placeholder="Empty: real calls leave no voicemail message"
            value={optOutNumber}
            onChange={(event) => setOptOutNumber(event.target.value)}
            errors={errors.optOutNumber}
          />
          <p className="text-xs text-muted-foreground">
            One of your toll-free numbers, answered by your callback agent, which offers the
            automated opt-out. Voicemail messages of real calls give it as {'{opt_out_number}'}.
            Without it they are off.
          </p>
          <Button type="submit" className="self-start" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save caller identity'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
