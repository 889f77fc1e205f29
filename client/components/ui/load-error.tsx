import { errorMessage } from '../../lib/trpc';
import { Alert, AlertDescription, AlertTitle } from './alert';
import { Button } from './button';

/** The error state of a view whose data failed to load, with a retry. */
export function LoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{errorMessage(error, 'Something went wrong. Please try again.')}</p>
        <Button variant="outline" size="sm" className="mt-2 w-fit" onClick={onRetry}>
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
