import { CloudHail } from 'lucide-react';
import { Link } from 'wouter';
import { stormSearchPath } from '../../shared/storm/storm-alert';
import { trpc } from '../lib/trpc';
import { Alert, AlertDescription } from './ui/alert';
import { Button } from './ui/button';

/** Storm alerts of the account (hail near many of its contacts), each until dismissed. */
export function StormAlertNotice() {
  const alerts = trpc.storm.alerts.useQuery();
  const utils = trpc.useUtils();
  const dismiss = trpc.storm.dismissAlert.useMutation({
    onSuccess: () => utils.storm.alerts.invalidate(),
  });
  if (!alerts.data?.length) return null;
  return (
    <div className="flex flex-col gap-2">
      {alerts.data.map((alert) => (
        <Alert key={alert.id} role="status" data-testid="storm-alert">
          <CloudHail aria-hidden />
          <AlertDescription className="flex flex-wrap items-center gap-2">
            <span>{alert.message.replace(/ Build a call list$/, '')}</span>
            <Link href={stormSearchPath(alert.storm)} className="underline">
              Build a call list
            </Link>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => dismiss.mutate({ alertId: alert.id })}
            >
              Dismiss
            </Button>
          </AlertDescription>
        </Alert>
      ))}
    </div>
  );
}
