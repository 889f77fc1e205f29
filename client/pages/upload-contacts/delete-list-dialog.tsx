import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import type { ListSummary } from './dialer-types';
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
  const active = list.state === 'running' || list.state === 'waiting' || list.state === 'paused';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Delete ${list.name}`}>
          <Trash2 aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this list?</DialogTitle>
          <DialogDescription>
            '{list.name}' and its {list.contactCount} contacts will be deleted.
            {active ? ' Its auto-dialer will be stopped first.' : ''} This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ listId: list.id }, { onSuccess: () => setOpen(false) })}
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
