import { useId } from 'react';
import { KNOWLEDGE_TEXT } from '../../../shared/knowledge/knowledge-rules';
import { KnowledgeBudgetNote } from '../../components/knowledge-budget-note';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { trpc } from '../../lib/trpc';

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
      {value ? <KnowledgeBudgetNote agentId={value} /> : null}
    </div>
  );
}
