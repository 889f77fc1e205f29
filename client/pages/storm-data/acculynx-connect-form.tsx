import { type FormEvent, useState } from 'react';
import { API_KEY_MAX_LENGTH } from '../../../shared/agents/api-keys';
import { STORM_MESSAGES } from '../../../shared/storm/storm-messages';
import { ACCULYNX_LINKS } from '../../../shared/storm/storm-providers';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import type { FieldErrors } from '../../lib/form-errors';
import type { StormActions } from './use-storm-actions';

function ApiKeyForm({ actions }: { actions: StormActions }) {
  const [apiKey, setApiKey] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!apiKey.trim()) return setErrors({ apiKey: [STORM_MESSAGES.apiKeyRequired] });
    setErrors({});
    actions.connectAcculynxKey(apiKey);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Connect via API Key">
      <FormField
        label="Acculynx API Key"
        type="password"
        autoComplete="off"
        spellCheck={false}
        maxLength={API_KEY_MAX_LENGTH}
        placeholder="Enter your Acculynx API key"
        value={apiKey}
        onChange={(event) => setApiKey(event.target.value)}
        errors={errors.apiKey}
      />
      <p className="text-sm text-muted-foreground">
        An AccuLynx admin creates API keys in AccuLynx (one per location). We check the key with
        AccuLynx before saving it.
      </p>
      <Button type="submit" className="w-fit" disabled={actions.busy}>
        {actions.busy ? 'Connecting...' : 'Connect with API Key'}
      </Button>
    </form>
  );
}

/** Not connected: AccuLynx's API key, checked with AccuLynx (it has no sign-in API). */
export function AcculynxConnectForm({ actions }: { actions: StormActions }) {
  return (
    <div className="flex flex-col gap-4">
      <ApiKeyForm actions={actions} />
      <p className="text-sm text-muted-foreground">
        Don't have an Acculynx account?{' '}
        <a
          href={ACCULYNX_LINKS.signUp}
          target="_blank"
          rel="noopener noreferrer"
          className="text-primary underline underline-offset-4"
        >
          Sign up for Acculynx
        </a>
      </p>
    </div>
  );
}
