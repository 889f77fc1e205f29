import { useId } from 'react';
import {
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
import type { FieldErrors } from '../../lib/form-errors';
import { type AppointmentForm, useAppointmentForm } from './use-appointment-form';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  appointment: AppointmentView | null;
  day: Date;
};

/** 'New Appointment' and 'Edit': a real form, stored in the app (not booked on Cal.com). */
export function AppointmentDialog(props: Props) {
  const { open, onOpenChange, appointment } = props;
  const { form, errors, set, submit, pending } = useAppointmentForm(props);
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
          <AppointmentFields form={form} errors={errors} set={set} />
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

function AppointmentFields({
  form,
  errors,
  set,
}: {
  form: AppointmentForm;
  errors: FieldErrors;
  set: (key: keyof AppointmentForm, value: string) => void;
}) {
  const descriptionId = useId();
  const field = (key: keyof AppointmentForm) => ({
    value: form[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(key, e.target.value),
  });
  return (
    <>
      <FormField label="Title" maxLength={LIMITS.title} errors={errors.title} {...field('title')} />
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
        <FormField label="End" type="datetime-local" errors={errors.endTime} {...field('end')} />
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
          onChange={(e) => set('description', e.target.value)}
        />
      </div>
    </>
  );
}
