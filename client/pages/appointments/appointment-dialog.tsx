import { format } from 'date-fns';
import { useEffect, useId, useState } from 'react';
import {
  APPOINTMENT_MESSAGES,
  AppointmentFieldsSchema,
  type AppointmentView,
  APPOINTMENT_LIMITS as LIMITS,
} from '../../../shared/appointments/appointment-schema';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/toaster';
import { type FieldErrors, serverFieldErrors, zodFieldErrors } from '../../lib/form-errors';
import { errorMessage, trpc } from '../../lib/trpc';

type Form = {
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

function initialForm(appointment: AppointmentView | null, day: Date): Form {
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

/** 'New Appointment' and 'Edit': a real form, stored in the app (not booked on Cal.com). */
export function AppointmentDialog({
  open,
  onOpenChange,
  appointment,
  day,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  appointment: AppointmentView | null;
  day: Date;
}) {
  const descriptionId = useId();
  const utils = trpc.useUtils();
  const [form, setForm] = useState<Form>(() => initialForm(appointment, day));
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
  const pending = create.isPending || update.isPending;

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
  const field = (key: keyof Form) => ({
    value: form[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setForm((f) => ({ ...f, [key]: e.target.value })),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{appointment ? 'Edit Appointment' : 'New Appointment'}</DialogTitle>
          <DialogDescription>
            Saved to your workspace calendar. Times are in your time zone.
          </DialogDescription>
        </DialogHeader>
        <form id="appointment-form" className="flex flex-col gap-3" onSubmit={submit} noValidate>
          <FormField
            label="Title"
            maxLength={LIMITS.title}
            errors={errors.title}
            {...field('title')}
          />
          <FormField
            label="Client Name"
            maxLength={LIMITS.clientName}
            errors={errors.clientName}
            {...field('clientName')}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField
              label="Client Phone"
              type="tel"
              maxLength={LIMITS.clientPhone}
              errors={errors.clientPhone}
              {...field('clientPhone')}
            />
            <FormField
              label="Client E-mail"
              type="email"
              maxLength={LIMITS.clientEmail}
              errors={errors.clientEmail}
              {...field('clientEmail')}
            />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField
              label="Start"
              type="datetime-local"
              errors={errors.startTime}
              {...field('start')}
            />
            <FormField
              label="End"
              type="datetime-local"
              errors={errors.endTime}
              {...field('end')}
            />
          </div>
          <FormField
            label="Location"
            maxLength={LIMITS.location}
            errors={errors.location}
            {...field('location')}
          />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={descriptionId}>Description</Label>
            <Textarea
              id={descriptionId}
              maxLength={LIMITS.description}
              value={form.description}
              onChange={(e) => setForm((f) => ({ ...f, description: e.target.value }))}
            />
          </div>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="appointment-form" disabled={pending}>
            {pending ? 'Saving...' : appointment ? 'Save Changes' : 'Create Appointment'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
