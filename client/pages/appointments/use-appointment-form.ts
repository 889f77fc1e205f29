import { format } from 'date-fns';
import { useEffect, useState } from 'react';
import {
  APPOINTMENT_MESSAGES,
  AppointmentFieldsSchema,
  type AppointmentView,
} from '../../../shared/appointments/appointment-schema';
import { toast } from '../../components/ui/toaster';
import { type FieldErrors, serverFieldErrors, zodFieldErrors } from '../../lib/form-errors';
import { errorMessage, trpc } from '../../lib/trpc';

export type AppointmentForm = {
  title: string;
  clientName: string;
  clientPhone: string;
  clientEmail: string;
  start: string;
  end: string;
  location: string;
  description: string;
};
/** A `datetime-local` value in the viewer's zone. */
const localInput = (value: Date | string) => format(new Date(value), "yyyy-MM-dd'T'HH:mm");

/** An ISO instant from a `datetime-local` value (read in the viewer's zone); '' stays ''. */
const instant = (local: string) => {
  const date = new Date(local);
  return local && !Number.isNaN(date.getTime()) ? date.toISOString() : '';
};

function initialForm(appointment: AppointmentView | null, day: Date): AppointmentForm {
  if (appointment) {
    return {
      title: appointment.title,
      clientName: appointment.clientName,
      clientPhone: appointment.clientPhone ?? '',
      clientEmail: appointment.clientEmail ?? '',
      start: localInput(appointment.startTime),
      end: localInput(appointment.endTime),
      location: appointment.location ?? '',
      description: appointment.description,
    };
  }
  const start = new Date(day);
  start.setHours(9, 0, 0, 0);
  const end = new Date(start);
  end.setHours(10);
  return {
    title: '',
    clientName: '',
    clientPhone: '',
    clientEmail: '',
    start: localInput(start),
    end: localInput(end),
    location: '',
    description: '',
  };
}

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  appointment: AppointmentView | null;
  day: Date;
};

/** The appointment form's values, errors and submit: creates or updates, then closes. */
export function useAppointmentForm({ open, onOpenChange, appointment, day }: Props) {
  const utils = trpc.useUtils();
  const [form, setForm] = useState<AppointmentForm>(() => initialForm(appointment, day));
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (open) {
      setForm(initialForm(appointment, day));
      setErrors({});
    }
  }, [open, appointment, day]);

  const done = (title: string) => () => {
    toast.success(title);
    void utils.appointments.list.invalidate();
    onOpenChange(false);
  };
  const failed = (error: unknown) => {
    setErrors(serverFieldErrors(error));
    toast.error('Could not save the appointment', {
      description: errorMessage(error, 'Please try again.'),
    });
  };
  const create = trpc.appointments.create.useMutation({
    onSuccess: done(APPOINTMENT_MESSAGES.created),
    onError: failed,
  });
  const update = trpc.appointments.update.useMutation({
    onSuccess: done(APPOINTMENT_MESSAGES.updated),
    onError: failed,
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const fields = {
      title: form.title,
      clientName: form.clientName,
      clientPhone: form.clientPhone,
      clientEmail: form.clientEmail,
      startTime: instant(form.start),
      endTime: instant(form.end),
      location: form.location,
      description: form.description,
    };
    const parsed = AppointmentFieldsSchema.safeParse(fields);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    if (appointment) update.mutate({ id: appointment.id, appointment: fields });
    else create.mutate({ appointment: fields });
  };
  const set = (key: keyof AppointmentForm, value: string) =>
    setForm((f) => ({ ...f, [key]: value }));
  return { form, errors, set, submit, pending: create.isPending || update.isPending };
}
