import { useState } from 'react';
import { CONSENT_LEDGER_MESSAGES } from '../../../shared/dialer/consent-ledger';
import type { ContactStatus } from '../../../shared/dialer/contact-status';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { useAuth } from '../../lib/auth';
import { errorMessage, trpc } from '../../lib/trpc';
import { OptOutReasonDialog } from './remove-number-button';

const FALLBACK = 'Something went wrong. Please try again.';

/**
 * "Do not call" on a contact (its row, a call's details): puts its number on the account's
 * do-not-call list; on a contact already there, "Allow calls" (owners only; a number that opted
 * out itself asks why first) takes it off and restores its status.
 */
export function DoNotCallButton({
  contactId,
  status,
}: {
  contactId: number;
  status: ContactStatus;
}) {
  const utils = trpc.useUtils();
  const owner = useAuth().user?.role === 'owner';
  const [asking, setAsking] = useState(false);
  const refresh = () => {
    void utils.contacts.page.invalidate();
    void utils.doNotCall.page.invalidate();
    void utils.callLogs.details.invalidate();
  };
  const add = trpc.doNotCall.addContact.useMutation({
    onSuccess: () => {
      toast.success('Added to the do-not-call list');
      refresh();
    },
    onError: (error) => toast.error(errorMessage(error, FALLBACK)),
  });
  const remove = trpc.doNotCall.removeContact.useMutation({
    onSuccess: () => {
      toast.success('Removed from the do-not-call list');
      refresh();
    },
    onError: (error) => {
      if (error.message === CONSENT_LEDGER_MESSAGES.reasonRequired) setAsking(true);
      else toast.error(errorMessage(error, FALLBACK));
    },
  });
  if (status === 'Invalid Number') return null;
  const busy = add.isPending || remove.isPending;
  if (status === 'Do Not Call' && !owner) return null;
  return status === 'Do Not Call' ? (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={() => remove.mutate({ contactId })}
      >
        Allow calls
      </Button>
      <OptOutReasonDialog
        open={asking}
        onOpenChange={setAsking}
        removing={busy}
        onConfirm={(reason) => remove.mutate({ contactId, reason })}
      />
    </>
  ) : (
    <Button variant="outline" size="sm" disabled={busy} onClick={() => add.mutate({ contactId })}>
      Do not call
    </Button>
  );
}
