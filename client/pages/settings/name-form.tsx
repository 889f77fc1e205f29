import { type FormEvent, useState } from 'react';
import { AUTH_MESSAGES } from '../../../shared/auth/auth-messages';
import { UpdateProfileSchema } from '../../../shared/auth/auth-schemas';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { useAuth } from '../../lib/auth';
import { type FieldErrors, serverFieldErrors, zodFieldErrors } from '../../lib/form-errors';
import { errorMessage, trpc } from '../../lib/trpc';

export function NameForm({ initialName }: { initialName: string }) {
  const { refreshSession } = useAuth();
  const [name, setName] = useState(initialName);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = trpc.auth.updateProfile.useMutation({
    onSuccess: async () => {
      toast.success(AUTH_MESSAGES.profileUpdated);
      await refreshSession();
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      toast.error(errorMessage(error, 'Failed to update your profile. Please try again.'));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = UpdateProfileSchema.safeParse({ name });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    update.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold">Name</h3>
      <FormField
        label="Full name"
        name="name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        errors={errors.name}
      />
      <Button
        type="submit"
        className="self-start"
        disabled={update.isPending || name === initialName}
      >
        {update.isPending ? 'Saving...' : 'Save name'}
      </Button>
    </form>
  );
}
