import { useId } from 'react';
import { KNOWLEDGE_TEXT } from '../../../shared/knowledge/knowledge-rules';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { trpc } from '../../lib/trpc';

const count = (n: number) => n.toLocaleString('en-US');

/** How much of the chosen agent's prompt budget its knowledge already uses. */
function BudgetLine({ agentId }: { agentId: string }) {
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

/** The assigned-agent choice: the account's agents plus 'None'. */
export function AgentChoice({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (agentId: string | null) => void;
}) {
  const id = useId();
  const agents = trpc.agents.list.useQuery();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Assigned Agent</Label>
      <Select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">{KNOWLEDGE_TEXT.noAgent}</option>
        {agents.data?.map((agent) => (
          <option key={agent.id} value={agent.id}>
            {agent.name}
          </option>
        ))}
      </Select>
      {value ? <BudgetLine agentId={value} /> : null}
    </div>
  );
}
