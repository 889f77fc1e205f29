import { Mic, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { AGENT_MESSAGES, type VoiceAgentView } from '../../../shared/agents/agent-view';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { ScrollPre } from '../../components/ui/scroll-pre';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';
import { DeleteAgentDialog } from './delete-agent-dialog';
import { TestCallDialog } from './test-call-dialog';
import { WebhookOffer } from './webhook-offer';

function NotSynced({ agent }: { agent: VoiceAgentView }) {
  const utils = trpc.useUtils();
  const retry = trpc.agents.retrySync.useMutation({
    onSuccess: (saved) => {
      void utils.agents.list.invalidate();
      if (saved.sync.status === 'synced') toast.success(AGENT_MESSAGES.updated);
      else toast.error(AGENT_MESSAGES.notSynced, { description: saved.sync.error ?? undefined });
    },
    onError: (error) =>
      toast.error(AGENT_MESSAGES.notSynced, { description: errorMessage(error, '') }),
  });
  return (
    <div className="flex flex-col gap-1 rounded-md border border-destructive/40 p-2 text-xs">
      <span className="font-medium text-destructive">{AGENT_MESSAGES.notSynced}</span>
      {agent.sync.error ? <span className="text-muted-foreground">{agent.sync.error}</span> : null}
      <Button
        size="sm"
        variant="outline"
        className="w-fit"
        disabled={retry.isPending}
        onClick={() => retry.mutate({ id: agent.id })}
      >
        <RefreshCw aria-hidden /> {retry.isPending ? 'Retrying...' : 'Retry sync'}
      </Button>
    </div>
  );
}

/** One agent (spec 2.1): name, category, Retell badge, description, script preview, voice. */
export function AgentCard({ agent, onEdit }: { agent: VoiceAgentView; onEdit: () => void }) {
  return (
    <Card className="flex flex-col" data-testid="agent-card">
      <CardHeader className="gap-2">
        <CardTitle className="text-base">{agent.name}</CardTitle>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="secondary">{agent.category}</Badge>
          {agent.retellAgentId ? <Badge variant="outline">Retell</Badge> : null}
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        {agent.description ? (
          <p className="text-sm text-muted-foreground">{agent.description}</p>
        ) : null}
        <ScrollPre
          label={`Script of ${agent.name}`}
          className="max-h-32 overflow-y-auto whitespace-pre-wrap p-2"
        >
          {agent.script || 'No script yet.'}
        </ScrollPre>
        <p className="flex items-center gap-1.5 text-sm">
          <Mic className="size-4" aria-hidden /> {agent.voice.name}
        </p>
        {agent.sync.status === 'failed' ? <NotSynced agent={agent} /> : null}
        <WebhookOffer agent={agent} />
      </CardContent>
      <CardFooter className="justify-end gap-2">
        <TestCallDialog agent={agent} />
        <Button size="icon" variant="outline" aria-label={`Edit ${agent.name}`} onClick={onEdit}>
          <Pencil aria-hidden />
        </Button>
        <DeleteAgentDialog
          agent={agent}
          trigger={
            <Button size="icon" variant="outline" aria-label={`Delete ${agent.name}`}>
              <Trash2 aria-hidden />
            </Button>
          }
        />
      </CardFooter>
    </Card>
  );
}
