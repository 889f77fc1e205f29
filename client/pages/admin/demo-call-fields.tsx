import {
  DEMO_DESCRIPTION_MAX,
  DEMO_TITLE_MAX,
  MAX_DISPLAY_ORDER,
} from '../../../shared/admin/admin-schemas';
import { FormField } from '../../components/form-field';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import type { FieldErrors } from '../../lib/form-errors';

export type DemoCallDraft = { title: string; description: string; displayOrder: string };

/** Title, description and display order of a demo call (the add form and the edit dialog). */
export function DemoCallFields({
  idPrefix,
  draft,
  errors,
  onChange,
}: {
  idPrefix: string;
  draft: DemoCallDraft;
  errors: FieldErrors;
  onChange: (draft: DemoCallDraft) => void;
}) {
  return (
    <>
      <FormField
        label="Title"
        value={draft.title}
        maxLength={DEMO_TITLE_MAX}
        errors={errors.title}
        onChange={(event) => onChange({ ...draft, title: event.target.value })}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${idPrefix}-description`}>Description</Label>
        <Textarea
          id={`${idPrefix}-description`}
          value={draft.description}
          maxLength={DEMO_DESCRIPTION_MAX}
          onChange={(event) => onChange({ ...draft, description: event.target.value })}
        />
      </div>
      <FormField
        label="Display order"
        type="number"
        min={0}
        max={MAX_DISPLAY_ORDER}
        step={1}
        value={draft.displayOrder}
        errors={errors.displayOrder}
        onChange={(event) => onChange({ ...draft, displayOrder: event.target.value })}
      />
    </>
  );
}
