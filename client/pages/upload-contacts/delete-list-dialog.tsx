import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ACTIVE_CAMPAIGN_STATES } from '../../../shared/dialer/contact-status';
import { countOf } from '../../../shared/format/plural';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import type { ListSummary } from '../../lib/dialer-types';
import type { ListMutations } from './use-list-mutations';

/** Confirms deleting a list; the server stops its dialer first when it is active. */
export function DeleteListDialog({
  list,
  remove,
}: {
  list: ListSummary;
  remove: ListMutations['remove'];
}) {
  const [open, setOpen] = useState(false);
  const active = ACTIVE_CAMPAIGN_STATES.includes(list.state);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Delete ${list.name}`}>
          <Trash2 aria-hidden />
        </Button>
      }
      title="Delete this list?"
      description={`'${list.name}' and its ${countOf(list.contactCount, 'contact')} will be deleted.${active ? ' Its auto-dialer will be stopped first.' : ''} This cannot be undone.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ listId: list.id }, { onSuccess: () => setOpen(false) })}
    />
  );
}
