import { KeyRound, LogIn } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { API_KEY_MAX_LENGTH } from '../../../shared/agents/api-keys';
import { STORM_MESSAGES } from '../../../shared/storm/storm-messages';
import { ACCULYNX_LINKS } from '../../../shared/storm/storm-providers';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import type { FieldErrors } from '../../lib/form-errors';
import type { StormActions } from './use-storm-actions';

type Method = 'api_key' | 'login';

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

function LoginForm({ actions }: { actions: StormActions }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!username.trim()) found.username = [STORM_MESSAGES.usernameRequired];
    if (!password) found.password = [STORM_MESSAGES.passwordRequired];
    setErrors(found);
    if (Object.keys(found).length === 0) actions.connectAcculynxLogin(username, password);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Connect via OAuth">
      <FormField
        label="Username"
        autoComplete="off"
        maxLength={200}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        errors={errors.username}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="off"
        maxLength={500}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        errors={errors.password}
      />
      <p className="text-sm text-muted-foreground">{STORM_MESSAGES.loginNotVerified}</p>
      <Button type="submit" className="w-fit" disabled={actions.busy}>
        {actions.busy ? 'Connecting...' : 'Login to Acculynx'}
      </Button>
    </form>
  );
}

/** Not connected: the choice between an API key (checked) and a login (stored, unchecked). */
export function AcculynxConnectForm({ actions }: { actions: StormActions }) {
  const [method, setMethod] = useState<Method>('api_key');
  const choice = (value: Method, label: string, Icon: typeof KeyRound) => (
    <Button
      type="button"
      variant={method === value ? 'default' : 'outline'}
      aria-pressed={method === value}
      onClick={() => setMethod(value)}
    >
      <Icon aria-hidden /> {label}
    </Button>
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        {choice('api_key', 'Connect via API Key', KeyRound)}
        {choice('login', 'Connect via OAuth', LogIn)}
      </div>
      {method === 'api_key' ? <ApiKeyForm actions={actions} /> : <LoginForm actions={actions} />}
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
