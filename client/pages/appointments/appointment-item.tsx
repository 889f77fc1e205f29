import { Clock, MapPin, Phone, User } from 'lucide-react';
import { useState } from 'react';
import type { AppointmentView } from '../../../shared/appointments/appointment-schema';
import { statusTone } from '../../../shared/appointments/appointment-status';
import { formatDateTime } from '../../../shared/format/date-time';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { cn } from '../../lib/cn';

/** One appointment of the day (spec 2.9): its fields, status badge, and selection highlight. */
export function AppointmentItem({
  appointment: a,
  selected,
  onSelect,
  onEdit,
  onCancel,
  cancelling,
}: {
  appointment: AppointmentView;
  selected: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onCancel: () => void;
  cancelling: boolean;
}) {
  return (
    <li>
      <article
        aria-label={a.title}
        aria-current={selected || undefined}
        className={cn(
          'flex cursor-pointer flex-col gap-2 rounded-lg border p-4 transition-colors hover:bg-accent/50',
          selected && 'border-primary bg-primary/5 ring-1 ring-primary',
        )}
        onClick={onSelect}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') onSelect();
        }}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the card itself is selectable, as in the spec
        tabIndex={0}
      >
        <div className="flex items-start justify-between gap-2">
          <div className="flex flex-col gap-0.5">
            <h3 className="font-medium">{a.title}</h3>
            {a.description ? (
              <p className="text-sm text-muted-foreground">{a.description}</p>
            ) : null}
          </div>
          <Badge variant={statusTone(a.status)}>{a.status}</Badge>
        </div>
        <AppointmentDetails appointment={a} />
        {selected && a.status !== 'cancelled' ? (
          <AppointmentActions
            appointment={a}
            onEdit={onEdit}
            onCancel={onCancel}
            cancelling={cancelling}
          />
        ) : null}
      </article>
    </li>
  );
}

function AppointmentDetails({ appointment: a }: { appointment: AppointmentView }) {
  return (
    <dl className="grid gap-1 text-sm text-muted-foreground">
      <div className="flex items-center gap-2">
        <Clock className="size-4" aria-hidden />
        <dt className="sr-only">Time</dt>
        <dd>
          {formatDateTime(a.startTime, 'time')} - {formatDateTime(a.endTime, 'time')}
        </dd>
      </div>
      <div className="flex items-center gap-2">
        <User className="size-4" aria-hidden />
        <dt className="sr-only">Client</dt>
        <dd>{a.clientName}</dd>
      </div>
      {a.location ? (
        <div className="flex items-center gap-2">
          <MapPin className="size-4" aria-hidden />
          <dt className="sr-only">Location</dt>
          <dd>{a.location}</dd>
        </div>
      ) : null}
      {a.clientPhone ? (
        <div className="flex items-center gap-2">
          <Phone className="size-4" aria-hidden />
          <dt className="sr-only">Phone</dt>
          <dd>{a.clientPhone}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function AppointmentActions({
  appointment: a,
  onEdit,
  onCancel,
  cancelling,
}: {
  appointment: AppointmentView;
  onEdit: () => void;
  onCancel: () => void;
  cancelling: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex gap-2">
      {a.source === 'app' ? (
        <Button size="sm" variant="outline" onClick={onEdit}>
          Edit
        </Button>
      ) : (
        <span className="self-center text-xs text-muted-foreground">Booked on Cal.com</span>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        trigger={
          <Button size="sm" variant="outline">
            Cancel Appointment
          </Button>
        }
        title="Cancel this appointment?"
        description={
          a.source === 'calcom'
            ? `It is cancelled on Cal.com too, and ${a.clientName} is told.`
            : 'It stays on the calendar, marked cancelled.'
        }
        confirmLabel="Cancel Appointment"
        pendingLabel="Cancelling..."
        pending={cancelling}
        onConfirm={() => {
          onCancel();
          setConfirming(false);
        }}
      />
    </div>
  );
}
