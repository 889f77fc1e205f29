import { TEAM_MESSAGES } from '../../../shared/teams/team-messages';
import type { TeamMember, TeamRole } from '../../../shared/teams/team-schemas';
import { Select } from '../../components/ui/select';
import { toast } from '../../components/ui/toaster';
import { useAuth } from '../../lib/auth';
import { errorMessage, trpc } from '../../lib/trpc';

export function RoleSelect({ member }: { member: TeamMember }) {
  const { refreshSession } = useAuth();
  const utils = trpc.useUtils();
  const changeRole = trpc.teams.changeRole.useMutation({
    onSuccess: async (result) => {
      toast.success(TEAM_MESSAGES.roleChanged(result.name, result.role));
      if (member.isYou) await refreshSession();
    },
    onError: (error) => toast.error(errorMessage(error, TEAM_MESSAGES.actionFailed)),
    onSettled: () => utils.teams.listMembers.invalidate(),
  });
  // The width sits on the wrapper, so the chevron stays inside the select's box.
  return (
    <div className="w-32">
      <Select
        aria-label={`Role of ${member.name}`}
        className="h-8"
        value={member.role}
        disabled={changeRole.isPending}
        onChange={(event) =>
          changeRole.mutate({ userId: member.id, role: event.target.value as TeamRole })
        }
      >
        <option value="owner">Owner</option>
        <option value="member">Member</option>
      </Select>
    </div>
  );
}
