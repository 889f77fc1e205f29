import {
  API_KEY_LABELS,
  API_KEY_MESSAGES,
  API_KEY_PURPOSES,
  type ApiKeyStatus,
  bookingIsOn,
} from '../../../shared/agents/api-keys';
import { CalcomDialog } from '../../components/calcom-dialog';
import { Badge } from '../../components/ui/badge';
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
import { ApiKeyRow, UnusedKeyRow } from './api-key-row';

/** The Cal.com key, asked for only where an agent books: it is saved by the Cal.com dialog. */
function CalcomKeyRow() {
  const status = trpc.calcom.status.useQuery();
  const connected = Boolean(status.data?.connected);
  return (
    <section className="flex flex-col gap-2" aria-label="Cal.com API key">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium">{API_KEY_LABELS.calcom} API Key</span>
        <Badge variant={connected ? 'success' : 'secondary'}>
          {connected ? API_KEY_MESSAGES.configured : API_KEY_MESSAGES.notConfigured}
        </Badge>
      </div>
      <p className="text-xs text-muted-foreground">{API_KEY_PURPOSES.calcom}</p>
      <div>
        <CalcomDialog />
      </div>
    </section>
  );
}

function KeyRows({ statuses, canEdit }: { statuses: ApiKeyStatus[]; canEdit: boolean }) {
  return statuses.map((status) =>
    status.provider === 'retell' ? (
      <ApiKeyRow key={status.provider} status={status} provider="retell" canEdit={canEdit} />
    ) : (
      <UnusedKeyRow key={status.provider} status={status} />
    ),
  );
}

/**
 * The API keys panel (spec 2.7, narrowed to the keys the product reads): used by Settings and by
 * the Voice Agents 'API Keys Required' card.
 */
export function ApiKeysPanel() {
  const { user } = useAuth();
  const statuses = trpc.apiKeys.status.useQuery();
  const agents = trpc.agents.list.useQuery();
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
      <KeyRows statuses={statuses.data.filter((s) => !s.unused)} canEdit={canEdit} />
      {bookingIsOn(agents.data ?? []) ? <CalcomKeyRow /> : null}
      <KeyRows statuses={statuses.data.filter((s) => s.unused)} canEdit={canEdit} />
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
