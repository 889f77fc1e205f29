import { useState } from 'react';
import { SALES_REP_MESSAGES, type SalesRepView } from '../../../shared/sales-reps/sales-rep-schema';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toaster';
import { useAuth } from '../../lib/auth';
import { errorMessage, trpc } from '../../lib/trpc';
import { SalesRepForm } from './sales-rep-form';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function RepRow({ rep, canManage }: { rep: SalesRepView; canManage: boolean }) {
  const [editing, setEditing] = useState(false);
  const utils = trpc.useUtils();
  const onError = (error: unknown) => toast.error(errorMessage(error, 'Try again.'));
  const onSettled = () => utils.salesReps.list.invalidate();
  const setEnabled = trpc.salesReps.setEnabled.useMutation({ onError, onSettled });
  const remove = trpc.salesReps.remove.useMutation({
    onSuccess: () => toast.success(SALES_REP_MESSAGES.removed),
    onError,
    onSettled,
  });
  if (editing) return <SalesRepForm rep={rep} onDone={() => setEditing(false)} />;
  const days = rep.days.map((day) => WEEKDAYS[day]).join(', ');
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 border-b py-2">
      <div>
        <p className="font-medium">{rep.name}</p>
        <p className="text-sm text-muted-foreground">
          {rep.phone} · {days} {rep.start}–{rep.end} ({rep.timeZone})
        </p>
      </div>
      <div className="flex items-center gap-3">
        <span className="flex items-center gap-1 text-sm">
          <Checkbox
            aria-label={`${rep.name} on duty`}
            checked={rep.enabled}
            disabled={!canManage || setEnabled.isPending}
            onCheckedChange={(on) => setEnabled.mutate({ id: rep.id, enabled: on === true })}
          />
          On
        </span>
        {canManage ? (
          <>
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={remove.isPending}
              onClick={() => remove.mutate({ id: rep.id })}
            >
              Remove
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}

/** Settings → Team → Sales reps: who hot leads are transferred to, and when they are on duty. */
export function SalesRepsCard() {
  const canManage = useAuth().user?.role === 'owner';
  const reps = trpc.salesReps.list.useQuery();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sales reps</CardTitle>
        <CardDescription>
          People a hot lead can be handed to. A rep is on duty when switched on and inside their
          working hours in their own time zone; reps on duty take turns.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {reps.isPending ? <Spinner label="Loading sales reps..." /> : null}
        {reps.isError ? (
          <LoadError
            title="Could not load sales reps"
            error={reps.error}
            onRetry={() => reps.refetch()}
          />
        ) : null}
        {reps.data ? (
          reps.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">No sales reps yet.</p>
          ) : (
            <ul aria-label="Sales reps">
              {reps.data.map((rep) => (
                <RepRow key={rep.id} rep={rep} canManage={canManage} />
              ))}
            </ul>
          )
        ) : null}
        {canManage ? <SalesRepForm /> : null}
      </CardContent>
    </Card>
  );
}
