import { type ReactNode, useId } from 'react';
import type { SliderBounds } from '../../../shared/agents/agent-bounds';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';

export function FieldErrors({
  id,
  errors,
}: {
  id?: string;
  errors: readonly string[] | undefined;
}) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="flex flex-col gap-0.5 text-sm text-destructive">
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

/** A labelled range input on the spec's bounds, with its value shown and its errors underneath. */
export function SliderField({
  label,
  value,
  bounds,
  unit = '',
  display = (v) => String(v),
  onChange,
  errors,
}: {
  label: string;
  value: number;
  bounds: SliderBounds;
  unit?: string;
  display?: (value: number) => string;
  onChange: (value: number) => void;
  errors?: readonly string[] | undefined;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between">
        <Label htmlFor={id}>{label}</Label>
        <span className="text-sm tabular-nums text-muted-foreground">
          {display(value)}
          {unit}
        </span>
      </div>
      <input
        id={id}
        type="range"
        className="w-full accent-primary"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={value}
        aria-invalid={errors?.length ? true : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <FieldErrors errors={errors} />
    </div>
  );
}

/** A labelled on/off choice (a checkbox styled as the spec's switches). */
export function ToggleField({
  label,
  hint,
  checked,
  onChange,
  children,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2 rounded-md border p-3">
      <div className="flex items-start gap-3">
        <Checkbox id={id} checked={checked} onCheckedChange={(v) => onChange(v === true)} />
        <div className="flex flex-col gap-0.5">
          <Label htmlFor={id}>{label}</Label>
          {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
        </div>
      </div>
      {checked && children ? <div className="pl-7">{children}</div> : null}
    </div>
  );
}

/** A labelled text input (or textarea) with its errors underneath. */
export function TextField({
  label,
  errors,
  multiline,
  ...props
}: {
  label: string;
  errors: readonly string[] | undefined;
  multiline?: boolean;
  value: string;
  maxLength: number;
  rows?: number;
  placeholder?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const common = {
    id,
    value: props.value,
    maxLength: props.maxLength,
    placeholder: props.placeholder,
    'aria-invalid': errors?.length ? true : undefined,
    onChange: (event: { target: { value: string } }) => props.onChange(event.target.value),
  };
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {multiline ? <Textarea rows={props.rows ?? 3} {...common} /> : <Input {...common} />}
      <FieldErrors errors={errors} />
    </div>
  );
}

/** A labelled choice among fixed options (a native select). */
export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
