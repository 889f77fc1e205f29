import { toast } from '../../components/ui/toaster';
import { type FieldErrors, serverFieldErrors } from '../../lib/form-errors';
import { httpStatusOf } from '../../lib/session-sync';

/**
 * The toast text for a failed auth call: the server's catalogued message, or the screen's
 * fallback when there is none (network failure, unexpected 500). Input errors are shown under
 * their fields instead, so they get no toast.
 */
export function authErrorMessage(error: unknown, fallback: string): string | null {
  const status = httpStatusOf(error);
  const message = (error as { message?: unknown } | null)?.message;
  if (status === undefined || status === 500 || typeof message !== 'string' || !message) {
    return fallback;
  }
  if (message.startsWith('[')) return null; // a zod issue list: the fields show it
  return message;
}

/** Shows a failed call: field messages under the fields, the rest as a toast. */
export function reportAuthError(
  error: unknown,
  fallback: string,
  setErrors: (errors: FieldErrors) => void,
  rewrite: (message: string) => string = (message) => message,
): void {
  setErrors(serverFieldErrors(error));
  const message = authErrorMessage(error, fallback);
  if (message) toast.error(rewrite(message));
}
