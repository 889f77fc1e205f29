import { format } from 'date-fns';
import { Copy, Phone, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { PHONE_MESSAGES, type PhoneNumberView } from '../../../shared/agents/phone-numbers';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';
import { useAuth } from '../../lib/auth';
import { trpc } from '../../lib/trpc';
import { BuyNumberForm } from './buy-number-form';
import { CallbacksCell, CallbacksNotice } from './callbacks-cells';
import { InboundAgentSelect } from './inbound-agent-select';

function StatusBadge({ status }: { status: string }) {
  if (status === 'active') return <Badge variant="success">active</Badge>;
  if (status === 'pending') return <Badge variant="warning">pending</Badge>;
  return <Badge variant="destructive">failed</Badge>;
}

function NumbersTable({ numbers, canChange }: { numbers: PhoneNumberView[]; canChange: boolean }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Phone Number</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Date Added</TableHead>
          <TableHead>Callbacks</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {numbers.map((n) => (
          <TableRow key={n.phoneNumber}>
            <TableCell className="font-mono">{n.phoneNumber}</TableCell>
            <TableCell>
              <StatusBadge status={n.status} />
            </TableCell>
            <TableCell>{format(new Date(n.createdAt), 'MMM d, yyyy')}</TableCell>
            <TableCell>
              <CallbacksCell number={n} canChange={canChange} />
            </TableCell>
            <TableCell>
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Copy ${n.phoneNumber}`}
                onClick={() => void navigator.clipboard?.writeText(n.phoneNumber)}
              >
                <Copy aria-hidden />
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function NumbersBody() {
  const { user } = useAuth();
  const list = trpc.phoneNumbers.list.useQuery();
  const [pending, setPending] = useState<number | null>(null);
  if (list.isPending) return <Spinner label="Loading phone numbers..." />;
  if (list.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription className="flex flex-col gap-2">
          {PHONE_MESSAGES.loadFailed}
          <Button variant="outline" size="sm" className="w-fit" onClick={() => list.refetch()}>
            Try Again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (!list.data.configured) {
    return (
      <Alert>
        <AlertDescription>{PHONE_MESSAGES.notConfigured}</AlertDescription>
      </Alert>
    );
  }
  const rows: PhoneNumberView[] = pending
    ? [
        {
          phoneNumber: `(${pending}) ...`,
          status: 'pending',
          createdAt: new Date().toISOString(),
          callbacks: 'not-synced',
        },
        ...list.data.numbers,
      ]
    : list.data.numbers;
  return (
    <div className="flex flex-col gap-4">
      <CallbacksNotice numbers={list.data.callbacksNotice} />
      <div className="flex justify-end">
        <Button
          variant="outline"
          size="sm"
          onClick={() => list.refetch()}
          disabled={list.isFetching}
        >
          <RefreshCw aria-hidden /> Refresh
        </Button>
      </div>
      {rows.length ? (
        <NumbersTable numbers={rows} canChange={user?.role === 'owner'} />
      ) : (
        <p className="text-sm text-muted-foreground">No numbers yet.</p>
      )}
      <InboundAgentSelect canChange={user?.role === 'owner'} />
      {user?.role === 'owner' ? (
        <BuyNumberForm onPending={setPending} />
      ) : (
        <p className="text-sm text-muted-foreground">{PHONE_MESSAGES.ownersOnly}</p>
      )}
      <p className="text-xs text-muted-foreground">{PHONE_MESSAGES.monthlyCharge}</p>
    </div>
  );
}

/** Retell Phone Numbers (spec 2.4). */
export function PhoneNumbersDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Phone aria-hidden /> Phone Numbers
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Retell Phone Numbers</DialogTitle>
          <DialogDescription>Numbers your agents call from.</DialogDescription>
        </DialogHeader>
        {open ? <NumbersBody /> : null}
      </DialogContent>
    </Dialog>
  );
}
