import { useState } from 'react';
import { formatDateTime } from '../../../shared/format/date-time';
import type { LeadTokenView } from '../../../shared/lead-intake/lead-intake-tokens';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
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

function RevokeButton({ token }: { token: LeadTokenView }) {
  const [open, setOpen] = useState(false);
  const utils = trpc.useUtils();
  const revoke = trpc.leadTokens.revoke.useMutation({
    onSuccess: () => setOpen(false),
    onError: (error) => toast.error(errorMessage(error, 'Something went wrong. Please try again.')),
    onSettled: () => utils.leadTokens.list.invalidate(),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm">
          Revoke
        </Button>
      }
      title={`Revoke "${token.name}"?`}
      description="Tools posting leads with this token are refused from now on. This cannot be undone."
      confirmLabel="Revoke"
      pendingLabel="Revoking…"
      pending={revoke.isPending}
      onConfirm={() => revoke.mutate({ id: token.id })}
    />
  );
}

/** The account's lead intake tokens: name, hint, created, last used, revoked. */
export function LeadTokensTable({ tokens }: { tokens: LeadTokenView[] }) {
  if (tokens.length === 0) {
    return <p className="text-sm text-muted-foreground">No lead intake tokens yet.</p>;
  }
  return (
    <Table aria-label="Lead intake tokens">
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Token</TableHead>
          <TableHead>Created</TableHead>
          <TableHead>Last used</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {tokens.map((token) => (
          <TableRow key={token.id}>
            <TableCell>{token.name}</TableCell>
            <TableCell>
              <code className="text-xs">{token.hint}</code>
            </TableCell>
            <TableCell>{formatDateTime(token.createdAt)}</TableCell>
            <TableCell>{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Never'}</TableCell>
            <TableCell>
              {token.revokedAt ? (
                <Badge variant="secondary">Revoked {formatDateTime(token.revokedAt, 'date')}</Badge>
              ) : (
                <Badge variant="success">Active</Badge>
              )}
            </TableCell>
            <TableCell>{token.revokedAt ? null : <RevokeButton token={token} />}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
