import type { AdminUser } from '../../../shared/admin/admin-schemas';
import { formatDateTime } from '../../../shared/format/date-time';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';

function AdminToggle({ user }: { user: AdminUser }) {
  const utils = trpc.useUtils();
  const setAdmin = trpc.admin.setAdmin.useMutation({
    onSuccess: () =>
      toast.success(
        user.isAdmin ? `${user.email} is no longer an admin` : `${user.email} is now an admin`,
      ),
    onError: (error) => toast.error(errorMessage(error, 'The change could not be saved.')),
    // Removing one's own flag ends the visit: the guard re-asks isAdmin and leaves for the dashboard.
    onSettled: () => Promise.all([utils.admin.users.invalidate(), utils.auth.isAdmin.invalidate()]),
  });
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={setAdmin.isPending}
      onClick={() => setAdmin.mutate({ userId: user.id, isAdmin: !user.isAdmin })}
    >
      {user.isAdmin ? 'Remove admin' : 'Make admin'}
    </Button>
  );
}

export function UsersTable({ users }: { users: AdminUser[] }) {
  return (
    <Table aria-label="Users">
      <TableHeader>
        <TableRow>
          <TableHead>User</TableHead>
          <TableHead>Workspace</TableHead>
          <TableHead>Signed up</TableHead>
          <TableHead>Last sign-in</TableHead>
          <TableHead className="text-right">Lists</TableHead>
          <TableHead className="text-right">Calls</TableHead>
          <TableHead>Admin</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id}>
            <TableCell>
              <div className="flex min-w-0 flex-col">
                <span className="truncate font-medium">{user.email}</span>
                <span className="truncate text-xs text-muted-foreground">{user.name}</span>
              </div>
            </TableCell>
            <TableCell>{user.workspace}</TableCell>
            <TableCell className="whitespace-nowrap">
              {formatDateTime(user.signedUpAt, 'date')}
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {user.lastSignInAt ? formatDateTime(user.lastSignInAt, 'dateTime') : 'Never'}
            </TableCell>
            <TableCell className="text-right tabular-nums">{user.lists.toLocaleString()}</TableCell>
            <TableCell className="text-right tabular-nums">{user.calls.toLocaleString()}</TableCell>
            <TableCell>{user.isAdmin ? <Badge>Admin</Badge> : null}</TableCell>
            <TableCell className="text-right">
              <AdminToggle user={user} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
