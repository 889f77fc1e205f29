import { type FormEvent, useState } from 'react';
import { UpdatePasswordSchema } from '../../../shared/auth/auth-schemas';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { type FieldErrors, serverFieldErrors, zodFieldErrors } from '../../lib/form-errors';
import { errorMessage, trpc } from '../../lib/trpc';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Values = typeof EMPTY;

/** Changes the password; the server's weak-password reasons appear under the new password. */
export function PasswordForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = trpc.auth.updatePassword.useMutation({
    onSuccess: (result) => {
      setValues(EMPTY);
      toast.success(result.message);
    },
    onError: (error) => {
      const fieldErrors = serverFieldErrors(error);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) {
        toast.error(errorMessage(error, 'Failed to update your password. Please try again.'));
      }
    },
  });

  const field = (key: keyof Values, label: string, autoComplete: string) => (
    <FormField
      label={label}
      name={key}
      type="password"
      autoComplete={autoComplete}
      value={values[key]}
      onChange={(event) => setValues({ ...values, [key]: event.target.value })}
      errors={errors[key]}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = UpdatePasswordSchema.safeParse(values);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    update.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold">Change password</h3>
      {field('currentPassword', 'Current password', 'current-password')}
      {field('newPassword', 'New password', 'new-password')}
      {field('confirmPassword', 'Confirm new password', 'new-password')}
      <Button type="submit" className="self-start" disabled={update.isPending}>
        {update.isPending ? 'Updating...' : 'Update password'}
      </Button>
    </form>
  );
}
