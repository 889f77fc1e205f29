import { trpc } from '../lib/trpc';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * How much of an agent's prompt budget its knowledge-base documents and FAQs use (shown in the
 * knowledge dialog and the agent editor).
 */
export function KnowledgeBudgetNote({ agentId }: { agentId: string }) {
  const budgets = trpc.knowledge.budgets.useQuery();
  const agents = trpc.agents.list.useQuery();
  const budget = budgets.data?.find((b) => b.agentId === agentId);
  const agent = agents.data?.find((a) => a.id === agentId);
  if (!budget || !agent) return null;
  return (
    <p className="text-xs text-muted-foreground" data-testid="knowledge-budget">
      Knowledge in this agent's prompt: {count(budget.usedChars)} of {count(budget.budgetChars)}{' '}
      characters
      {budget.truncated ? ' (cut to fit; the rest is not sent)' : ''}.{' '}
      {agent.retellAgentId
        ? 'Sent to Retell on every change.'
        : 'Sent to Retell once the agent is synced there.'}
    </p>
  );
}
