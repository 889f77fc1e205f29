import { Copy } from 'lucide-react';
import { useState } from 'react';
import { LEAD_INTAKE_MESSAGES } from '../../../shared/lead-intake/lead-intake-messages';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';

/** A new lead intake token, shown once with a copy button. */
export function LeadTokenSecretNotice({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(secret);
    setCopied(true);
  };
  return (
    <Alert>
      <AlertTitle>New lead intake token</AlertTitle>
      <AlertDescription className="flex flex-col gap-2">
        <span>{LEAD_INTAKE_MESSAGES.copyOnce}</span>
        <code className="break-all rounded bg-muted px-2 py-1 text-sm">{secret}</code>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => void copy()}>
            <Copy aria-hidden />
            {copied ? 'Copied' : 'Copy token'}
          </Button>
          <Button variant="outline" size="sm" onClick={onDone}>
            I have copied it
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
