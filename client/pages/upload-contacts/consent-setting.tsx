import { useId } from 'react';
import { consentCountText } from '../../../shared/dialer/consent-columns';
import { consentBreakdownText } from '../../../shared/dialer/consent-ledger';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toaster';
import { useAuth } from '../../lib/auth';
import type { ListSummary } from '../../lib/dialer-types';
import { errorMessage, trpc } from '../../lib/trpc';

/**
 * "Only dial contacts with recorded consent" for one list, and before anything is dialled how many
 * of its contacts have consent (from the file's consent columns); the rest are skipped. Real calls
 * always need consent: the switch then shows on and only applies to simulated calls.
 */
export function ConsentSetting({ list }: { list: ListSummary }) {
  const id = useId();
  const utils = trpc.useUtils();
  const owner = useAuth().user?.role === 'owner';
  const preview = trpc.consent.preview.useQuery({ listId: list.id });
  const set = trpc.consent.setRequired.useMutation({
    onSuccess: (data) => utils.consent.preview.setData({ listId: list.id }, data),
    onError: (error) => toast.error(errorMessage(error, 'Something went wrong. Please try again.')),
  });
  if (!preview.data) return null;
  const { required, realCalls, withConsent, total } = preview.data;
  // Turning it off allows more calls: owners only.
  const locked = required && !realCalls && !owner;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      <div className="flex items-center gap-2">
        <Checkbox
          id={id}
          checked={required}
          disabled={set.isPending || realCalls || locked}
          onCheckedChange={(value) => set.mutate({ listId: list.id, required: value === true })}
        />
        <Label htmlFor={id} className="font-normal">
          Only dial contacts with recorded consent
        </Label>
      </div>
      {realCalls ? (
        <p data-testid="consent-real-calls" className="text-muted-foreground">
          Real calls always need recorded consent
        </p>
      ) : null}
      {locked ? (
        <p className="text-muted-foreground">Only account owners can turn this off</p>
      ) : null}
      {required ? (
        <p data-testid="consent-count" className="text-muted-foreground">
          {consentCountText(withConsent, total)}
          {withConsent < total ? ` · ${total - withConsent} skipped: no consent` : ''}
        </p>
      ) : null}
      {required ? (
        <p data-testid="consent-breakdown" className="text-muted-foreground">
          {consentBreakdownText(preview.data)}
        </p>
      ) : null}
    </div>
  );
}
