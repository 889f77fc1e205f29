import { type FormEvent, useState } from 'react';
import {
  RenameWorkspaceSchema,
  WORKSPACE_NAME_MAX,
  WORKSPACE_NAME_MESSAGES,
} from '../../../shared/teams/workspace-name';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { type FieldErrors, serverFieldErrors, zodFieldErrors } from '../../lib/form-errors';
import { errorMessage, trpc } from '../../lib/trpc';

/** Owners rename the workspace (a new account starts as "{first name}'s workspace"). */
export function WorkspaceNameForm({ initialName }: { initialName: string }) {
  const utils = trpc.useUtils();
  const [name, setName] = useState(initialName);
  const [errors, setErrors] = useState<FieldErrors>({});
  const rename = trpc.teams.renameWorkspace.useMutation({
    onSuccess: () => {
      toast.success(WORKSPACE_NAME_MESSAGES.renamed);
      void utils.teams.listMembers.invalidate();
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      toast.error(errorMessage(error, WORKSPACE_NAME_MESSAGES.renameFailed));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = RenameWorkspaceSchema.safeParse({ name });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    rename.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label="Workspace name">
      <FormField
        label="Workspace name"
        name="name"
        maxLength={WORKSPACE_NAME_MAX}
        value={name}
        onChange={(event) => setName(event.target.value)}
        errors={errors.name}
      />
      <Button
        type="submit"
        className="self-start"
        disabled={rename.isPending || name.trim() === initialName}
      >
        {rename.isPending ? 'Saving...' : 'Rename workspace'}
      </Button>
    </form>
  );
}
