import { INBOUND_AGENT_MESSAGES } from '../../../shared/agents/inbound-agent';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';

/** The account's agent for callbacks from unknown numbers (owners choose; members see it). */
export function InboundAgentSelect({ canChange }: { canChange: boolean }) {
  const utils = trpc.useUtils();
  const agents = trpc.agents.list.useQuery();
  const chosen = trpc.phoneNumbers.inboundAgent.useQuery();
  const save = trpc.phoneNumbers.setInboundAgent.useMutation({
    onSuccess: async () => {
      toast.success(INBOUND_AGENT_MESSAGES.saved);
      await utils.phoneNumbers.invalidate();
    },
    onError: (error) => toast.error(error.message),
  });
  const linked = (agents.data ?? []).filter((agent) => agent.retellAgentId);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="inbound-agent">{INBOUND_AGENT_MESSAGES.label}</Label>
      <Select
        id="inbound-agent"
        value={chosen.data?.voiceAgentId ?? ''}
        disabled={!canChange || chosen.isPending || save.isPending}
        onChange={(event) => save.mutate({ voiceAgentId: event.target.value || null })}
      >
        <option value="">{INBOUND_AGENT_MESSAGES.none}</option>
        {linked.map((agent) => (
          <option key={agent.id} value={agent.id}>
            {agent.name}
          </option>
        ))}
      </Select>
      <p className="text-xs text-muted-foreground">{INBOUND_AGENT_MESSAGES.help}</p>
    </div>
  );
}
