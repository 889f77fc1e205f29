import { CheckCircle2, ExternalLink, Info } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { API_KEY_MAX_LENGTH } from '../../../shared/agents/api-keys';
import { STORM_MESSAGES } from '../../../shared/storm/storm-messages';
import {
  HAIL_PROVIDER_FEATURES,
  HAIL_PROVIDER_SITES,
  type HailProvider,
  STORM_PROVIDER_LABELS,
} from '../../../shared/storm/storm-providers';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toaster';
import type { StormActions } from './use-storm-actions';

/** Ten bullets stand for a stored key: the key itself never comes back from the server. */
export const MASKED_KEY = '••••••••••';

function ConnectForm({ provider, actions }: { provider: HailProvider; actions: StormActions }) {
  const id = useId();
  const [apiKey, setApiKey] = useState('');
  const label = STORM_PROVIDER_LABELS[provider];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!apiKey.trim()) {
      toast.error(STORM_MESSAGES.hailKeyRequiredTitle, {
        description: STORM_MESSAGES.hailKeyRequired(provider),
      });
      return;
    }
    actions.connectHail(provider, apiKey);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-label={`Connect ${label}`}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>{label} API Key</Label>
        <Input
          id={id}
          type="password"
          autoComplete="off"
          spellCheck={false}
          maxLength={API_KEY_MAX_LENGTH}
          placeholder={`Enter your ${label} API key`}
          value={apiKey}
          onChange={(event) => setApiKey(event.target.value)}
        />
      </div>
      <Button type="submit" className="w-fit" disabled={actions.busy}>
        {actions.busy ? 'Connecting...' : `Connect ${label}`}
      </Button>
    </form>
  );
}

function ConnectedView({
  provider,
  actions,
  canEdit,
}: {
  provider: HailProvider;
  actions: StormActions;
  canEdit: boolean;
}) {
  const id = useId();
  const label = STORM_PROVIDER_LABELS[provider];
  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap items-center gap-2 font-medium text-success-text">
        <CheckCircle2 className="size-5" aria-hidden /> {STORM_MESSAGES.hailConnected(provider)}
        <Badge variant="warning">{STORM_MESSAGES.notVerifiedSample}</Badge>
      </p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>{label} API Key</Label>
        <Input id={id} type="text" readOnly value={MASKED_KEY} className="max-w-xs" />
      </div>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {HAIL_PROVIDER_FEATURES[provider].map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <a href={HAIL_PROVIDER_SITES[provider]} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden /> Open {label}
          </a>
        </Button>
        {canEdit ? (
          <Button
            variant="destructive"
            disabled={actions.busy}
            onClick={() => actions.disconnect(provider)}
          >
            Disconnect
          </Button>
        ) : null}
      </div>
      {canEdit ? null : (
        <p className="text-sm text-muted-foreground">{STORM_MESSAGES.ownersOnly}</p>
      )}
    </div>
  );
}

/** The HailTrace or HailRecon tab: an API key in, a masked key and the feature list out. */
export function HailProviderTab({
  provider,
  connected,
  actions,
  canEdit,
}: {
  provider: HailProvider;
  connected: boolean;
  actions: StormActions;
  canEdit: boolean;
}) {
  const label = STORM_PROVIDER_LABELS[provider];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{label} Integration</CardTitle>
        <CardDescription>
          Connect {label} to bring hail data into your storm canvassing.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Alert role="note">
          <Info aria-hidden />
          <AlertDescription>{STORM_MESSAGES.hailNotVerified[provider]}</AlertDescription>
        </Alert>
        {connected ? (
          <ConnectedView provider={provider} actions={actions} canEdit={canEdit} />
        ) : canEdit ? (
          <ConnectForm provider={provider} actions={actions} />
        ) : (
          <p className="text-sm text-muted-foreground">
            {label} is not connected. {STORM_MESSAGES.ownersOnly}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
