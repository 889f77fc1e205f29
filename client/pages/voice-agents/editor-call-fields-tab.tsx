import {
  CALL_FIELD_LIMITS,
  CALL_FIELD_TYPE_LABELS,
  CALL_FIELD_TYPES,
  type CallField,
  type CallFieldType,
  ROOFING_CALL_FIELDS,
} from '../../../shared/agents/call-fields';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { FieldErrors } from './editor-fields';
import type { DraftState } from './use-agent-draft';

const roofingDefaults = (): CallField[] =>
  ROOFING_CALL_FIELDS.map((field) => ({ ...field, choices: [...field.choices] }));

function FieldRow({
  field,
  index,
  errors,
  onChange,
  onRemove,
}: {
  field: CallField;
  index: number;
  errors: DraftState['errors'];
  onChange: (field: CallField) => void;
  onRemove: () => void;
}) {
  const id = `call-field-${index}`;
  const at = (key: string) => errors[`callFields.${index}.${key}`];
  return (
    <fieldset
      className="flex flex-col gap-2 rounded-md border p-3"
      aria-label={field.name || 'New field'}
    >
      <div className="grid gap-2 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-name`}>Field name</Label>
          <Input
            id={`${id}-name`}
            value={field.name}
            maxLength={CALL_FIELD_LIMITS.name}
            onChange={(e) => onChange({ ...field, name: e.target.value })}
          />
          <FieldErrors errors={at('name')} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-type`}>Type</Label>
          <Select
            id={`${id}-type`}
            value={field.type}
            onChange={(e) => onChange({ ...field, type: e.target.value as CallFieldType })}
          >
            {CALL_FIELD_TYPES.map((type) => (
              <option key={type} value={type}>
                {CALL_FIELD_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-description`}>What the AI fills in</Label>
        <Textarea
          id={`${id}-description`}
          rows={2}
          maxLength={CALL_FIELD_LIMITS.description}
          value={field.description}
          onChange={(e) => onChange({ ...field, description: e.target.value })}
        />
        <FieldErrors errors={at('description')} />
      </div>
      {field.type === 'enum' ? (
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-choices`}>Choices (comma-separated)</Label>
          <Input
            id={`${id}-choices`}
            value={field.choices.join(', ')}
            onChange={(e) =>
              onChange({ ...field, choices: e.target.value.split(',').map((c) => c.trim()) })
            }
          />
          <FieldErrors errors={at('choices')} />
        </div>
      ) : null}
      <Button type="button" size="sm" variant="outline" className="w-fit" onClick={onRemove}>
        Remove field
      </Button>
    </fieldset>
  );
}

/** The post-call analysis fields the provider fills after each call (roofing defaults). */
export function EditorCallFieldsTab({ state }: { state: DraftState }) {
  const { draft, errors, set } = state;
  const fields = draft.callFields;
  const replace = (index: number, field: CallField) =>
    set(
      'callFields',
      fields.map((f, i) => (i === index ? field : f)),
    );
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        After each call the AI fills these fields from the conversation. They show in the call's
        details, filter the Call Logs and are exported. Whether the person opted out is always
        recorded as well.
      </p>
      {fields.map((field, index) => (
        <FieldRow
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; a name can be empty or repeated while typing.
          key={index}
          field={field}
          index={index}
          errors={errors}
          onChange={(next) => replace(index, next)}
          onRemove={() =>
            set(
              'callFields',
              fields.filter((_, i) => i !== index),
            )
          }
        />
      ))}
      <FieldErrors errors={errors.callFields} />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={fields.length >= CALL_FIELD_LIMITS.fields}
          onClick={() =>
            set('callFields', [
              ...fields,
              { name: '', type: 'string', description: '', choices: [] },
            ])
          }
        >
          Add field
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => set('callFields', roofingDefaults())}
        >
          Restore roofing fields
        </Button>
      </div>
    </div>
  );
}
