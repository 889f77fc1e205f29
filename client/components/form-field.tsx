import { type ComponentProps, useId } from 'react';
import { Input } from './ui/input';
import { Label } from './ui/label';

type FormFieldProps = ComponentProps<typeof Input> & {
  label: string;
  /** Messages shown under the field (the first marks it invalid). */
  errors?: readonly string[] | undefined;
};

/** A labelled input with its validation messages underneath. */
export function FormField({ label, errors, ...props }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        {...props}
      />
      {invalid ? (
        <ul id={errorId} className="flex flex-col gap-0.5 text-sm text-destructive">
          {errors!.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
