import { INTEGRATIONS_TEXT } from '../../../shared/webhooks/webhooks';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';

/** A signing secret, shown once (after adding an endpoint or rolling its secret). */
export function WebhookSecretNotice({
  secret,
  note,
  onDone,
}: {
  secret: string;
  note?: string | undefined;
  onDone: () => void;
}) {
  return (
    <Alert>
      <AlertTitle>Signing secret</AlertTitle>
      <AlertDescription className="flex flex-col gap-2">
        <span>{note ?? INTEGRATIONS_TEXT.secretOnce}</span>
        <code className="break-all rounded bg-muted px-2 py-1 text-sm">{secret}</code>
        <div>
          <Button variant="outline" size="sm" onClick={onDone}>
            I have copied it
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
