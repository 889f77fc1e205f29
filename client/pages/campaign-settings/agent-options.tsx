export type AgentOption = { id: string; name: string; retellAgentId: string | null };

/** The account's agents as <option>s, each saying when it is not on Retell yet. */
export function AgentOptions({ agents }: { agents: readonly AgentOption[] }) {
  return agents.map((agent) => (
    <option key={agent.id} value={agent.id}>
      {agent.name}
      {agent.retellAgentId ? '' : ' (not on Retell)'}
    </option>
  ));
}
