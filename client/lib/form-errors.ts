import type { z } from 'zod';

export type FieldErrors = Record<string, string[] | undefined>;

/** Every message per field of a failed client-side parse. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

/** The server's per-field messages of a failed tRPC call (errorFormatter's `data.fieldErrors`). */
export function serverFieldErrors(error: unknown): FieldErrors {
  const data = (error as { data?: { fieldErrors?: FieldErrors | null } } | null)?.data;
  return data?.fieldErrors ?? {};
}
