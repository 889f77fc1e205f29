import { formatDateTime } from '../../../shared/format/date-time';
import type { TeamMember } from '../../../shared/teams/team-schemas';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';
import { RemoveMemberButton } from './remove-member-button';
import { RoleSelect } from './role-select';

export const roleLabel = (role: TeamMember['role']) => (role === 'owner' ? 'Owner' : 'Member');

export function MembersTable({
  members,
  canManage,
}: {
  members: TeamMember[];
  canManage: boolean;
}) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">Members ({members.length})</h3>
      <Table aria-label="Team members">
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Role</TableHead>
            <TableHead>Joined</TableHead>
            {canManage ? <TableHead className="text-right">Actions</TableHead> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {members.map((member) => (
            <TableRow key={member.id}>
              <TableCell>
                <div className="flex items-center gap-3">
                  <Avatar src={member.avatarUrl} name={member.name || member.email} />
                  <div className="flex min-w-0 flex-col">
                    <span className="truncate font-medium">
                      {member.name}
                      {member.isYou ? <span className="text-muted-foreground"> (you)</span> : null}
                    </span>
                    <span className="truncate text-xs text-muted-foreground">{member.email}</span>
                  </div>
                </div>
              </TableCell>
              <TableCell>
                {canManage ? (
                  <RoleSelect member={member} />
                ) : (
                  <Badge variant={member.role === 'owner' ? 'default' : 'secondary'}>
                    {roleLabel(member.role)}
                  </Badge>
                )}
              </TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">
                {formatDateTime(member.joinedAt, 'date')}
              </TableCell>
              {canManage ? (
                <TableCell className="text-right">
                  {member.isYou ? null : <RemoveMemberButton member={member} />}
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
