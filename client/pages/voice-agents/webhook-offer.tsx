import { AlertTriangle } from 'lucide-react';
import type { VoiceAgentView } from '../../../shared/agents/agent-view';
import { AGENT_WEBHOOK_MESSAGES, agentWebhookState } from '../../../shared/agents/agent-webhook';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';

/**
 * For a Retell-linked agent whose webhook is empty or points elsewhere: says so, states the exact
 * change, and offers to make it. `onDecline` (the import dialog) adds 'Not now'; without it (the
 * agent card) the warning says outcomes arrive only through the periodic sweep.
 */
export function WebhookOffer({
  agent,
  apiKey,
  onDecline,
}: {
  agent: VoiceAgentView;
  apiKey?: string | undefined;
  onDecline?: () => void;
}) {
  const utils = trpc.useUtils();
  const target = trpc.agents.webhookTarget.useQuery();
  const set = trpc.agents.setRetellWebhook.useMutation({
    onSuccess: () => {
      toast.success(AGENT_WEBHOOK_MESSAGES.set);
      void utils.agents.list.invalidate();
      onDecline?.();
    },
    onError: (error) =>
      toast.error(AGENT_WEBHOOK_MESSAGES.setFailed, {
        description: errorMessage(error, 'Please try again.'),
      }),
  });
  if (!agent.retellAgentId || !target.data) return null;
  const state = agentWebhookState(agent.webhookUrl, target.data.url);
  if (state === 'product') return null;
  return (
    <section
      aria-label="Webhook"
      className="flex flex-col gap-1.5 rounded-md border border-warning bg-warning/10 p-2 text-xs"
    >
      <span className="flex items-center gap-1.5 font-medium">
        <AlertTriangle className="size-4" aria-hidden /> {AGENT_WEBHOOK_MESSAGES.title}
      </span>
      <span>
        {state === 'empty'
          ? AGENT_WEBHOOK_MESSAGES.empty
          : AGENT_WEBHOOK_MESSAGES.foreign(agent.webhookUrl ?? '')}
      </span>
      <span className="break-all text-muted-foreground">
        {AGENT_WEBHOOK_MESSAGES.change(agent.retellAgentId, agent.webhookUrl, target.data.url)}
      </span>
      {onDecline ? null : <span>{AGENT_WEBHOOK_MESSAGES.sweepOnly}</span>}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={set.isPending}
          onClick={() => set.mutate({ id: agent.id, apiKey })}
        >
          {set.isPending ? 'Setting...' : AGENT_WEBHOOK_MESSAGES.setButton}
        </Button>
        {onDecline ? (
          <Button size="sm" variant="ghost" onClick={onDecline}>
            {AGENT_WEBHOOK_MESSAGES.notNow}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
