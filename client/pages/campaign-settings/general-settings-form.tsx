import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';

/** Name and description of a list, or for the defaults the name and description new uploads get. */
export function GeneralSettingsForm({
  listId,
  initial,
}: {
  listId: string | null;
  initial: { name: string; description: string };
}) {
  const utils = trpc.useUtils();
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState(initial.description);
  const save = trpc.campaignSettings.saveGeneral.useMutation({
    onSuccess: () => {
      toast.success('Settings saved');
      void utils.campaignSettings.get.invalidate();
      void utils.contacts.lists.invalidate();
    },
    onError: (error) =>
      toast.error(errorMessage(error, 'Failed to save settings. Please try again.')),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ listId, name: name.trim(), description: description.trim() });
  };

  return (
    <form onSubmit={onSubmit} className="grid max-w-xl gap-4">
      <div className="grid gap-2">
        <Label htmlFor="campaign-name">{listId ? 'Name' : 'Name for new uploads'}</Label>
        <Input
          id="campaign-name"
          value={name}
          maxLength={120}
          required
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="campaign-description">Description</Label>
        <Textarea
          id="campaign-description"
          value={description}
          maxLength={500}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <Button type="submit" className="w-fit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save'}
      </Button>
    </form>
  );
}
