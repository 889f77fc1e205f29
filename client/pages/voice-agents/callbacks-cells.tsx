import {
  CALLBACK_LABELS,
  PHONE_MESSAGES,
  type PhoneNumberView,
} from '../../../shared/agents/phone-numbers';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';

/** Who answers a callback to this number; an owner can move a kept number to the inbound agent. */
export function CallbacksCell({
  number,
  canChange,
}: {
  number: PhoneNumberView;
  canChange: boolean;
}) {
  const utils = trpc.useUtils();
  const choose = trpc.phoneNumbers.useInboundAgent.useMutation({
    onSuccess: async () => {
      toast.success(PHONE_MESSAGES.usingOurAgent);
      await utils.phoneNumbers.list.invalidate();
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <div className="flex flex-col items-start gap-1">
      <span className="text-sm">{CALLBACK_LABELS[number.callbacks]}</span>
      {number.callbacks === 'kept' && canChange ? (
        <Button
          size="sm"
          variant="outline"
          disabled={choose.isPending}
          onClick={() => choose.mutate({ phoneNumber: number.phoneNumber })}
        >
          {PHONE_MESSAGES.useOurAgent}
        </Button>
      ) : null}
    </div>
  );
}

/** Shown once: the numbers the last sync set up for callbacks, until someone closes it. */
export function CallbacksNotice({ numbers }: { numbers: readonly string[] }) {
  const utils = trpc.useUtils();
  const close = trpc.phoneNumbers.closeCallbacksNotice.useMutation({
    onSuccess: () => utils.phoneNumbers.list.invalidate(),
    onError: (error) => toast.error(error.message),
  });
  if (numbers.length === 0) return null;
  return (
    <Alert>
      <AlertTitle>{PHONE_MESSAGES.callbacksTitle}</AlertTitle>
      <AlertDescription className="flex flex-col gap-2">
        {PHONE_MESSAGES.callbacksNotice(numbers)}
        <Button
          size="sm"
          variant="outline"
          className="w-fit"
          disabled={close.isPending}
          onClick={() => close.mutate()}
        >
          {PHONE_MESSAGES.callbacksSeen}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
