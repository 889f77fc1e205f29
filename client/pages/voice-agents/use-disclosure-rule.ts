import type { AgentDraft } from '../../../shared/agents/agent-schema';
import type { DisclosureProblem } from '../../../shared/agents/disclosure-check';
import { draftDisclosureProblems } from '../../../shared/agents/real-call-agent';
import { trpc } from '../../lib/trpc';

/**
 * The disclosure rule as the editor applies it: where calls are real a draft that misses part of
 * it is not saved (field errors); with simulated calls the same messages are a warning.
 */
export function useDisclosureRule(): {
  realCalls: boolean;
  problems: (draft: AgentDraft) => DisclosureProblem[];
} {
  const mode = trpc.dialer.mode.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const identity = trpc.disclosure.get.useQuery();
  const businessName = identity.data?.businessName ?? null;
  return {
    realCalls: mode.data?.voiceMode === 'retell',
    problems: (draft) => draftDisclosureProblems(draft, businessName),
  };
}
