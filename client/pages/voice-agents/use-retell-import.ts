import { useState } from 'react';
import type { VoiceAgentView } from '../../../shared/agents/agent-view';
import {
  IMPORT_MESSAGES,
  type RetellAgentListing,
  retellHint,
} from '../../../shared/agents/retell-import';
import { countOf } from '../../../shared/format/plural';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';
import type { ImportState } from './retell-agent-row';

const failed = (error: unknown) => {
  const message = errorMessage(error, 'Please try again.');
  toast.error(IMPORT_MESSAGES.failed, { description: `${message} ${retellHint(message)}` });
};

/** Fetch and import state of the Import from Retell dialog. */
export function useRetellImport() {
  const utils = trpc.useUtils();
  const [agents, setAgents] = useState<RetellAgentListing[] | null>(null);
  const [states, setStates] = useState<Record<string, ImportState>>({});
  /** The agent just imported, while the dialog offers to point its webhook here. */
  const [imported, setImported] = useState<VoiceAgentView | null>(null);
  const fetchAgents = trpc.agents.fetchRetellAgents.useMutation({
    onSuccess: (list) => {
      setAgents(list);
      setStates({});
      toast.success(IMPORT_MESSAGES.fetched, {
        description: `${countOf(list.length, 'agent')} found.`,
      });
    },
    onError: failed,
  });
  const importAgent = trpc.agents.importFromRetell.useMutation();

  const runImport = (agentId: string, apiKey: string | undefined, onDone?: () => void) => {
    setStates((s) => ({ ...s, [agentId]: 'loading' }));
    importAgent.mutate(
      { agentId, apiKey },
      {
        onSuccess: (agent) => {
          setStates((s) => ({ ...s, [agentId]: 'success' }));
          toast.success(IMPORT_MESSAGES.imported, { description: agent.name });
          setImported(agent);
          void utils.agents.list.invalidate();
          onDone?.();
        },
        onError: (error) => {
          setStates((s) => ({ ...s, [agentId]: 'error' }));
          failed(error);
        },
      },
    );
  };

  return {
    agents,
    states,
    fetchAgents,
    runImport,
    importing: importAgent.isPending,
    imported,
    dismissImported: () => setImported(null),
  };
}
