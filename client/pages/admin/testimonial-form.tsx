import { type FormEvent, useState } from 'react';
import {
  MAX_DISPLAY_ORDER,
  TESTIMONIAL_QUOTE_MAX,
  type TestimonialDetails,
  TestimonialDetailsSchema,
} from '../../../shared/admin/admin-schemas';
import { INPUT_LIMITS } from '../../../shared/validation/input-limits';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/toaster';
import { type FieldErrors, serverFieldErrors, zodFieldErrors } from '../../lib/form-errors';
import { errorMessage } from '../../lib/trpc';

export const EMPTY_TESTIMONIAL: TestimonialDetails = {
  quote: '',
  name: '',
  company: '',
  isExample: false,
  displayOrder: 0,
};

/** A failure the form cannot show under a field (not found, a lost connection) becomes a toast. */
export function toastUnlessFieldErrors(error: unknown) {
  if (Object.keys(serverFieldErrors(error)).length === 0) {
    toast.error(errorMessage(error, 'The testimonial could not be saved.'));
  }
}

/** Quote, name, company, the 'Example' mark and display order; parsed with the server's schema. */
export function TestimonialForm({
  idPrefix,
  initial,
  submitLabel,
  pending,
  serverErrors,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  initial: TestimonialDetails;
  submitLabel: string;
  pending: boolean;
  serverErrors: FieldErrors;
  onSubmit: (details: TestimonialDetails) => void;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState({ ...initial, displayOrder: String(initial.displayOrder) });
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...serverErrors, ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = TestimonialDetailsSchema.safeParse({
      ...draft,
      displayOrder: draft.displayOrder === '' ? Number.NaN : Number(draft.displayOrder),
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <QuoteField
        id={`${idPrefix}-quote`}
        value={draft.quote}
        errors={shown.quote}
        onChange={(quote) => setDraft({ ...draft, quote })}
      />
      <FormField
        label="Name"
        value={draft.name}
        maxLength={INPUT_LIMITS.name}
        errors={shown.name}
        onChange={(event) => setDraft({ ...draft, name: event.target.value })}
      />
      <FormField
        label="Company"
        value={draft.company}
        maxLength={INPUT_LIMITS.name}
        errors={shown.company}
        onChange={(event) => setDraft({ ...draft, company: event.target.value })}
      />
      <FormField
        label="Display order"
        type="number"
        min={0}
        max={MAX_DISPLAY_ORDER}
        value={draft.displayOrder}
        errors={shown.displayOrder}
        onChange={(event) => setDraft({ ...draft, displayOrder: event.target.value })}
      />
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${idPrefix}-example`}
          checked={draft.isExample}
          onCheckedChange={(checked) => setDraft({ ...draft, isExample: checked === true })}
        />
        <Label htmlFor={`${idPrefix}-example`}>
          Mark as 'Example' (illustrative, not a real customer)
        </Label>
      </div>
      <FormActions submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
    </form>
  );
}

function QuoteField(props: {
  id: string;
  value: string;
  errors: string[] | undefined;
  onChange: (quote: string) => void;
}) {
  const { id, value, errors, onChange } = props;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Quote</Label>
      <Textarea
        id={id}
        value={value}
        maxLength={TESTIMONIAL_QUOTE_MAX}
        aria-invalid={errors ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {errors ? <p className="text-sm text-destructive">{errors[0]}</p> : null}
    </div>
  );
}

function FormActions(props: { submitLabel: string; pending: boolean; onCancel?: () => void }) {
  const { submitLabel, pending, onCancel } = props;
  return (
    <div className="flex gap-2">
      {onCancel ? (
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving...' : submitLabel}
      </Button>
    </div>
  );
}
