import { type ChangeEvent, useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, zodFieldErrors } from '../../lib/form-errors';

/** Field state for an auth form: values, per-field messages, and a parse with the shared schema. */
export function useAuthForm<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    errors: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  /** The parsed values, or null after putting the schema's messages under the fields. */
  function parse<S extends z.ZodType>(schema: S): z.infer<S> | null {
    const parsed = schema.safeParse(values);
    setErrors(parsed.success ? {} : zodFieldErrors(parsed.error));
    return parsed.success ? parsed.data : null;
  }

  return { values, field, parse, setErrors };
}
