import { type FormEvent, useState } from 'react';
import { TEAM_MESSAGES } from '../../../shared/teams/team-messages';
import { InviteInputSchema, type TeamRole } from '../../../shared/teams/team-schemas';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { toast } from '../../components/ui/toaster';
import { type FieldErrors, serverFieldErrors, zodFieldErrors } from '../../lib/form-errors';
import { errorMessage, trpc } from '../../lib/trpc';

export function InviteForm() {
  const utils = trpc.useUtils();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('member');
  const [errors, setErrors] = useState<FieldErrors>({});
  const invite = trpc.teams.invite.useMutation({
    onSuccess: (_result, input) => {
      toast.success(TEAM_MESSAGES.invitationSent(input.email));
      setEmail('');
      setRole('member');
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      toast.error(errorMessage(error, TEAM_MESSAGES.actionFailed));
    },
    onSettled: () => utils.teams.listMembers.invalidate(),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = InviteInputSchema.safeParse({ email, role });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    invite.mutate(parsed.data);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Invite a team member"
      className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-start"
    >
      <FormField
        label="Invite by e-mail"
        name="email"
        type="email"
        autoComplete="off"
        placeholder="teammate@company.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        errors={errors.email}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="invite-role">Role</Label>
        <Select
          id="invite-role"
          value={role}
          onChange={(event) => setRole(event.target.value as TeamRole)}
        >
          <option value="member">Member</option>
          <option value="owner">Owner</option>
        </Select>
      </div>
      <Button type="submit" className="sm:mt-[1.375rem]" disabled={invite.isPending}>
        {invite.isPending ? 'Sending...' : 'Send invitation'}
      </Button>
    </form>
  );
}
