import { useId } from 'react';
import { consentCountText } from '../../../shared/dialer/consent-columns';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toaster';
import type { ListSummary } from '../../lib/dialer-types';
import { errorMessage, trpc } from '../../lib/trpc';

/**
 * "Only dial contacts with recorded consent" for one list, and before anything is dialled how many
 * of its contacts have consent (from the file's consent columns); the rest are skipped.
 */
export function ConsentSetting({ list }: { list: ListSummary }) {
  const id = useId();
  const utils = trpc.useUtils();
  const preview = trpc.consent.preview.useQuery({ listId: list.id });
  const set = trpc.consent.setRequired.useMutation({
    onSuccess: (data) => utils.consent.preview.setData({ listId: list.id }, data),
    onError: (error) => toast.error(errorMessage(error, 'Something went wrong. Please try again.')),
  });
  if (!preview.data) return null;
  const { required, withConsent, total } = preview.data;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      <div className="flex items-center gap-2">
        <Checkbox
          id={id}
          checked={required}
          disabled={set.isPending}
          onCheckedChange={(value) => set.mutate({ listId: list.id, required: value === true })}
        />
        <Label htmlFor={id} className="font-normal">
          Only dial contacts with recorded consent
        </Label>
      </div>
      {required ? (
        <p data-testid="consent-count" className="text-muted-foreground">
          {consentCountText(withConsent, total)}
          {withConsent < total ? ` · ${total - withConsent} skipped: no consent` : ''}
        </p>
      ) : null}
    </div>
  );
}
