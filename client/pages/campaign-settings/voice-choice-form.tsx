import { type FormEvent, useState } from 'react';
import { VOICE_CHOICE_MESSAGES } from '../../../shared/dialer/real-call-readiness';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';
import { AgentOptions } from './agent-options';

/**
 * Who calls and from which number: for the defaults, or for one list (where 'Use defaults'
 * follows the defaults' choice).
 */
export function VoiceChoiceForm({
  listId,
  initial,
}: {
  listId: string | null;
  initial: { agentId: string | null; callerNumber: string | null };
}) {
  const utils = trpc.useUtils();
  const agents = trpc.agents.list.useQuery();
  const numbers = trpc.phoneNumbers.list.useQuery();
  const [agentId, setAgentId] = useState(initial.agentId ?? '');
  const [callerNumber, setCallerNumber] = useState(initial.callerNumber ?? '');
  const save = trpc.campaignSettings.saveVoice.useMutation({
    onSuccess: () => {
      toast.success(VOICE_CHOICE_MESSAGES.saved);
      void utils.campaignSettings.get.invalidate();
      void utils.dialer.readiness.invalidate();
    },
    onError: (error) =>
      toast.error(errorMessage(error, 'Failed to save settings. Please try again.')),
  });
  const none = listId ? 'Use defaults' : 'None';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ listId, voiceAgentId: agentId || null, callerNumber: callerNumber || null });
  };

  return (
    <form onSubmit={onSubmit} className="mt-8 grid max-w-xl gap-4 border-t pt-6">
      <h2 className="text-base font-medium">Voice agent and caller number</h2>
      <div className="grid gap-2">
        <Label htmlFor="campaign-agent">Voice agent</Label>
        <Select id="campaign-agent" value={agentId} onChange={(e) => setAgentId(e.target.value)}>
          <option value="">{none}</option>
          <AgentOptions agents={agents.data ?? []} />
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="campaign-caller-number">Caller number</Label>
        <Select
          id="campaign-caller-number"
          value={callerNumber}
          onChange={(e) => setCallerNumber(e.target.value)}
        >
          <option value="">{none}</option>
          {(numbers.data?.numbers ?? []).map((number) => (
            <option key={number.phoneNumber} value={number.phoneNumber}>
              {number.phoneNumber}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" className="w-fit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save voice settings'}
      </Button>
    </form>
  );
}
