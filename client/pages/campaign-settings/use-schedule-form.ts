import { type FormEvent, useState } from 'react';
import {
  type CallingSchedule,
  CallingScheduleSchema,
} from '../../../shared/dialer/calling-schedule';
import {
  type CallingScheduleView,
  SCHEDULE_INPUT_MESSAGES,
} from '../../../shared/dialer/schedule-inputs';
import { toast } from '../../components/ui/toaster';
import { type FieldErrors, serverFieldErrors, zodFieldErrors } from '../../lib/form-errors';
import { errorMessage, trpc } from '../../lib/trpc';

/** Saving a list's calling schedule (or the default one): toasts, cache invalidation, field errors. */
function useSaveSchedule(setErrors: (errors: FieldErrors) => void) {
  const utils = trpc.useUtils();
  return trpc.campaignSettings.saveSchedule.useMutation({
    onSuccess: (_data, input) => {
      toast.success(
        input.schedule ? SCHEDULE_INPUT_MESSAGES.saved : 'This list now uses the default hours',
      );
      void utils.campaignSettings.schedule.invalidate();
      void utils.contacts.invalidate();
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      toast.error(errorMessage(error, 'Failed to save calling hours. Please try again.'));
    },
  });
}

/** The schedule form's draft, its field errors, and submit / reset-to-defaults. */
export function useScheduleForm(listId: string | null, view: CallingScheduleView) {
  const [draft, setDraft] = useState<CallingSchedule>(view.schedule);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveSchedule(setErrors);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CallingScheduleSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate({ listId, schedule: parsed.data });
  };
  const update = (patch: Partial<CallingSchedule>) => setDraft((old) => ({ ...old, ...patch }));
  const toggleDay = (day: number, on: boolean) =>
    setDraft((old) => ({
      ...old,
      days: on ? [...old.days, day].sort() : old.days.filter((d) => d !== day),
    }));
  const resetToDefaults = () => save.mutate({ listId, schedule: null });

  return { draft, errors, saving: save.isPending, onSubmit, update, toggleDay, resetToDefaults };
}
