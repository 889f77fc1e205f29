import { format } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import {
  APPOINTMENT_MESSAGES,
  type AppointmentView,
} from '../../../shared/appointments/appointment-schema';
import { Button } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';
import { AppointmentItem } from './appointment-item';
import type { useMonthAppointments } from './use-month-appointments';

type Props = {
  day: Date;
  appointments: AppointmentView[];
  query: ReturnType<typeof useMonthAppointments>['query'];
  onOpenForm: (appointment: AppointmentView | null) => void;
};

/** The selected day's appointments beside the month calendar: select, edit, cancel. */
export function DayAppointments({ day, appointments, query, onOpenForm }: Props) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const cancel = trpc.appointments.cancel.useMutation({
    onSuccess: () => {
      toast.success(APPOINTMENT_MESSAGES.cancelled);
      void utils.appointments.list.invalidate();
    },
    onError: (error) =>
      toast.error('Could not cancel the appointment', {
        description: errorMessage(error, 'Please try again.'),
      }),
  });
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-3">
      <h2 className="font-semibold">{format(day, 'EEEE, MMMM d, yyyy')}</h2>
      {query.isPending ? (
        <Spinner label="Loading appointments..." />
      ) : query.isError ? (
        <LoadError
          title={APPOINTMENT_MESSAGES.loadError}
          error={query.error}
          onRetry={() => query.refetch()}
        />
      ) : appointments.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-10 text-center">
          <CalendarDays className="size-10 text-muted-foreground" aria-hidden />
          <p className="text-muted-foreground">{APPOINTMENT_MESSAGES.emptyDay}</p>
          <Button variant="outline" onClick={() => onOpenForm(null)}>
            {APPOINTMENT_MESSAGES.schedule}
          </Button>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Appointments of the day">
          {appointments.map((appointment) => (
            <AppointmentItem
              key={appointment.id}
              appointment={appointment}
              selected={appointment.id === selectedId}
              onSelect={() => setSelectedId(appointment.id)}
              onEdit={() => onOpenForm(appointment)}
              onCancel={() => cancel.mutate({ id: appointment.id })}
              cancelling={cancel.isPending}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
