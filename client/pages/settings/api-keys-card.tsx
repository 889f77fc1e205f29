import { API_KEY_MESSAGES } from '../../../shared/agents/api-keys';
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
import { ApiKeyRow } from './api-key-row';

/** The API keys panel (spec 2.7): used by Settings and by the Voice Agents 'API Keys Required' card. */
export function ApiKeysPanel() {
  const { user } = useAuth();
  const statuses = trpc.apiKeys.status.useQuery();
  const canEdit = user?.role === 'owner';
  if (statuses.isPending) return <Spinner />;
  if (statuses.isError) {
    return (
      <LoadError
        title="Failed to load API keys"
        error={statuses.error}
        onRetry={() => statuses.refetch()}
      />
    );
  }
  return (
    <div className="flex flex-col gap-5">
      {canEdit ? null : (
        <p className="text-sm text-muted-foreground">{API_KEY_MESSAGES.ownersOnly}</p>
      )}
      {statuses.data.map((status) => (
        <ApiKeyRow key={status.provider} status={status} canEdit={canEdit} />
      ))}
    </div>
  );
}

export function ApiKeysCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>API Keys</CardTitle>
        <CardDescription>
          Keys the voice agents use, shared by everyone in this workspace
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ApiKeysPanel />
      </CardContent>
    </Card>
  );
}
