import { Bot, Plus } from 'lucide-react';
import { useState } from 'react';
import { AGENT_MESSAGES, type VoiceAgentView } from '../../../shared/agents/agent-view';
import {
  API_KEY_MESSAGES,
  bookingIsOn,
  keysMissingForAgents,
} from '../../../shared/agents/api-keys';
import { CalcomDialog } from '../../components/calcom-dialog';
import { TutorialLink } from '../../components/tutorial-link';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { trpc } from '../../lib/trpc';
import { ApiKeysPanel } from '../settings/api-keys-card';
import { AgentCard } from './agent-card';
import { AgentDialog } from './agent-dialog';
import { ImportDialog } from './import-dialog';
import { PhoneNumbersDialog } from './phone-numbers-dialog';

function ApiKeysRequired() {
  const statuses = trpc.apiKeys.status.useQuery();
  const agents = trpc.agents.list.useQuery();
  const calcom = trpc.calcom.status.useQuery();
  if (!statuses.data || !agents.data || !calcom.data) return null;
  const calendar = {
    bookingOn: bookingIsOn(agents.data),
    calcomConnected: calcom.data.connected,
  };
  if (!keysMissingForAgents(statuses.data, calendar)) return null;
  return (
    <Card className="border-warning bg-warning/10" data-testid="api-keys-required">
      <CardHeader>
        <CardTitle>{API_KEY_MESSAGES.requiredTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        <ApiKeysPanel />
        <TutorialLink step="connect">Where to find your Retell and Cal.com keys</TutorialLink>
      </CardContent>
    </Card>
  );
}

/** /dashboard/voice-agents (spec 2.1). */
export function VoiceAgentsPage() {
  const agents = trpc.agents.list.useQuery();
  const keys = trpc.apiKeys.status.useQuery();
  const hasRetellKey = Boolean(keys.data?.find((k) => k.provider === 'retell')?.configured);
  const [editing, setEditing] = useState<VoiceAgentView | null>(null);
  const [open, setOpen] = useState(false);
  const openEditor = (agent: VoiceAgentView | null) => {
    setEditing(agent);
    setOpen(true);
  };
  const create = (
    <Button onClick={() => openEditor(null)}>
      <Plus aria-hidden /> Create Agent
    </Button>
  );

  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Voice Agents</h1>
          <p className="text-muted-foreground">
            Build and manage the AI agents that make your calls
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <CalcomDialog />
          <ImportDialog hasSavedKey={hasRetellKey} />
          <PhoneNumbersDialog />
          {create}
        </div>
      </header>
      <ApiKeysRequired />
      {agents.isPending ? (
        <Spinner label="Loading agents..." />
      ) : agents.isError ? (
        <LoadError
          title={AGENT_MESSAGES.loadError}
          error={agents.error}
          onRetry={() => agents.refetch()}
        />
      ) : agents.data.length === 0 ? (
        <Card className="items-center text-center">
          <CardContent className="flex flex-col items-center gap-3 pt-6">
            <Bot className="size-10 text-muted-foreground" aria-hidden />
            <h2 className="text-lg font-semibold">{AGENT_MESSAGES.empty}</h2>
            <p className="text-sm text-muted-foreground">
              Create your first agent from a template, or import one from Retell AI.
            </p>
            <div className="flex gap-2">
              {create}
              <ImportDialog hasSavedKey={hasRetellKey} />
            </div>
            <TutorialLink step="agent">How to create your first agent</TutorialLink>
          </CardContent>
        </Card>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {agents.data.map((agent) => (
            <AgentCard key={agent.id} agent={agent} onEdit={() => openEditor(agent)} />
          ))}
        </div>
      )}
      <AgentDialog open={open} agent={editing} onOpenChange={setOpen} />
    </section>
  );
}
