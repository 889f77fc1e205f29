import { Pencil } from 'lucide-react';
import { type FormEvent, useState } from 'react';
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
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import type { ListSummary } from '../../lib/dialer-types';
import type { ListMutations } from './use-list-mutations';

/** Edit a list's name and description. */
export function RenameListDialog({
  list,
  rename,
}: {
  list: ListSummary;
  rename: ListMutations['rename'];
}) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(list.name);
  const [description, setDescription] = useState(list.description);

  const onOpenChange = (next: boolean) => {
    if (next) {
      setName(list.name);
      setDescription(list.description);
    }
    setOpen(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(
      { listId: list.id, name: name.trim() || list.name, description: description.trim() },
      { onSuccess: () => setOpen(false) },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className="size-7" aria-label={`Rename ${list.name}`}>
          <Pencil aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Rename list</DialogTitle>
            <DialogDescription>{list.fileName}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`list-name-${list.id}`}>Name</Label>
            <Input
              id={`list-name-${list.id}`}
              value={name}
              maxLength={120}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`list-description-${list.id}`}>Description</Label>
            <Textarea
              id={`list-description-${list.id}`}
              value={description}
              maxLength={500}
              onChange={(event) => setDescription(event.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={rename.isPending}>
              {rename.isPending ? 'Saving...' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
