import { useState } from 'react';
import type { AgentDraft } from '../../../shared/agents/agent-schema';
import { AGENT_MESSAGES, type VoiceAgentView } from '../../../shared/agents/agent-view';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';

/**
 * Create or update with the spec's toasts. A failed save keeps the draft in the open dialog and
 * offers Retry (replacing the prototype's local-storage fallback). A save Retell refused is saved
 * here and flagged "not synced".
 */
export function useSaveAgent(onSaved: (agent: VoiceAgentView) => void) {
  const utils = trpc.useUtils();
  const [failure, setFailure] = useState<{
    title: string;
    message: string;
    retry: () => void;
  } | null>(null);
  const done = (agent: VoiceAgentView, title: string) => {
    setFailure(null);
    void utils.agents.list.invalidate();
    if (agent.sync.status === 'failed') {
      toast.warning(title, { description: `${AGENT_MESSAGES.notSynced}: ${agent.sync.error}` });
    } else {
      toast.success(title);
    }
    onSaved(agent);
  };
  // The toast sits under the dialog's overlay, so the Retry lives in the dialog (see AgentDialog).
  const failed = (title: string, error: unknown, retry: () => void) => {
    const message = errorMessage(error, 'Please try again.');
    toast.error(title, { description: message });
    setFailure({ title, message, retry });
  };

  const create = trpc.agents.create.useMutation();
  const update = trpc.agents.update.useMutation();

  const save = (target: { id: string } | { draftId: string | undefined }, agent: AgentDraft) => {
    const again = () => save(target, agent);
    if ('id' in target) {
      update.mutate(
        { id: target.id, agent },
        {
          onSuccess: (saved) => done(saved, AGENT_MESSAGES.updated),
          onError: (error) => failed(AGENT_MESSAGES.updateError, error, again),
        },
      );
    } else {
      create.mutate(
        { draftId: target.draftId, agent },
        {
          onSuccess: (saved) => done(saved, AGENT_MESSAGES.created),
          onError: (error) => failed(AGENT_MESSAGES.saveError, error, again),
        },
      );
    }
  };
  return { save, failure, pending: create.isPending || update.isPending };
}
