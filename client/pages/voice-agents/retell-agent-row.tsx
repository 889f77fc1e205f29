import { type RetellAgentListing, shortAgentId } from '../../../shared/agents/retell-import';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';

export type ImportState = 'idle' | 'loading' | 'success' | 'error';

/** One Retell agent in the Agent List, with its import button's state. */
export function RetellAgentRow({
  agent,
  state,
  onImport,
}: {
  agent: RetellAgentListing;
  state: ImportState;
  onImport: () => void;
}) {
  const imported = agent.imported || state === 'success';
  return (
    <li className="flex items-center justify-between gap-3 rounded-md border p-3">
      <div className="flex min-w-0 flex-col gap-1">
        <span className="truncate font-medium">{agent.agentName}</span>
        <span className="flex items-center gap-2 text-xs text-muted-foreground">
          <code title={agent.agentId}>{shortAgentId(agent.agentId)}</code>
          <Badge variant="outline">{agent.language}</Badge>
        </span>
      </div>
      <Button
        size="sm"
        variant={state === 'error' ? 'destructive' : 'default'}
        disabled={imported || state === 'loading'}
        onClick={onImport}
      >
        {imported
          ? 'Imported'
          : state === 'loading'
            ? 'Importing...'
            : state === 'error'
              ? 'Retry'
              : 'Import'}
      </Button>
    </li>
  );
}
