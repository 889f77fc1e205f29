import { useState } from 'react';
import { INTEGRATIONS_TEXT } from '../../../shared/webhooks/webhooks';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth';
import { trpc } from '../../lib/trpc';
import { AcculynxWritebackLog } from './acculynx-writeback-log';
import { WebhookEndpointCard } from './webhook-endpoint-card';
import { WebhookEndpointForm } from './webhook-endpoint-form';
import { WebhookSecretNotice } from './webhook-secret-notice';

function Endpoints() {
  const endpoints = trpc.webhooks.endpoints.useQuery();
  const [secret, setSecret] = useState<string | null>(null);
  if (endpoints.isPending) return <Spinner />;
  if (endpoints.isError) {
    return (
      <LoadError
        title="Failed to load endpoints"
        error={endpoints.error}
        onRetry={() => endpoints.refetch()}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {secret ? <WebhookSecretNotice secret={secret} onDone={() => setSecret(null)} /> : null}
      {endpoints.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{INTEGRATIONS_TEXT.noEndpoints}</p>
      ) : (
        endpoints.data.map((endpoint) => (
          <WebhookEndpointCard key={endpoint.id} endpoint={endpoint} />
        ))
      )}
      <WebhookEndpointForm onSecret={setSecret} />
      <AcculynxWritebackLog />
    </div>
  );
}

/** Settings → Integrations: outbound webhook endpoints (owners manage them). */
export function IntegrationsSection() {
  const { user } = useAuth();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{INTEGRATIONS_TEXT.title}</CardTitle>
        <CardDescription>{INTEGRATIONS_TEXT.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {user?.role === 'owner' ? (
          <Endpoints />
        ) : (
          <p className="text-sm text-muted-foreground">{INTEGRATIONS_TEXT.ownersOnly}</p>
        )}
      </CardContent>
    </Card>
  );
}
