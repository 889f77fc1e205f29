import { Link } from 'wouter';
import { trpc } from '../lib/trpc';
import { Alert, AlertDescription, AlertTitle } from './ui/alert';

/**
 * On dialer screens of a real-mode deployment: what the list (or the defaults) still needs before
 * it can dial, each with a link to where it is fixed, and a warning when Retell cannot reach the
 * webhook route.
 */
export function RealCallsNotice({ listId }: { listId: string | null }) {
  const mode = trpc.dialer.mode.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const real = mode.data?.voiceMode === 'retell';
  const readiness = trpc.dialer.readiness.useQuery({ listId }, { enabled: real });
  if (!real) return null;
  const missing = readiness.data?.missing ?? [];
  return (
    <>
      {mode.data?.webhooksReachable === false ? (
        <Alert role="status" className="border-amber-500/50">
          <AlertTitle>Call results cannot reach this server</AlertTitle>
          <AlertDescription>
            Retell posts each call's outcome to /api/webhooks/retell, so APP_URL must be a public
            https address. Until it is, outcomes arrive only when the dialer asks Retell about calls
            that never reported back.
          </AlertDescription>
        </Alert>
      ) : null}
      {missing.length > 0 ? (
        <Alert role="alert" variant="destructive">
          <AlertTitle>Real calls cannot start yet</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-4">
              {missing.map((need) => (
                <li key={need.message}>
                  {need.message}{' '}
                  <Link href={need.href} className="font-medium underline underline-offset-4">
                    Fix it
                  </Link>
                </li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      ) : null}
    </>
  );
}
