import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { API_KEY_MAX_LENGTH } from '../../../shared/agents/api-keys';
import { IMPORT_MESSAGES } from '../../../shared/agents/retell-import';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toast } from '../../components/ui/toaster';
import { RetellAgentRow } from './retell-agent-row';
import { useRetellImport } from './use-retell-import';
import { WebhookOffer } from './webhook-offer';

/** Import from Retell AI (spec 2.3): the saved key or one typed here (used once, never stored). */
export function ImportDialog({ hasSavedKey }: { hasSavedKey: boolean }) {
  const keyId = useId();
  const [apiKey, setApiKey] = useState('');
  const retell = useRetellImport();
  const { fetchAgents, imported, dismissImported } = retell;
  const typed = apiKey.trim() || undefined;
  const haveKey = Boolean(typed) || hasSavedKey;

  const fetch = () => {
    if (!haveKey) {
      return toast.error(IMPORT_MESSAGES.keyRequiredTitle, {
        description: IMPORT_MESSAGES.keyRequired,
      });
    }
    fetchAgents.mutate({ apiKey: typed });
  };

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Download aria-hidden /> Import from Retell
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Import from Retell AI</DialogTitle>
          <DialogDescription>
            Bring agents you built in Retell AI into this workspace.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={keyId}>Retell API Key</Label>
          <div className="flex gap-2">
            <Input
              id={keyId}
              type="password"
              autoComplete="off"
              maxLength={API_KEY_MAX_LENGTH}
              placeholder={
                hasSavedKey ? 'Using your saved Retell key' : 'Enter your Retell API key'
              }
              value={apiKey}
              onChange={(e) => setApiKey(e.target.value)}
            />
            <Button onClick={fetch} disabled={fetchAgents.isPending}>
              {fetchAgents.isPending ? 'Fetching...' : 'Fetch Agents'}
            </Button>
          </div>
        </div>
        {imported ? (
          <WebhookOffer agent={imported} apiKey={typed} onDecline={dismissImported} />
        ) : null}
        <ImportTabs retell={retell} apiKey={typed} haveKey={haveKey} />
      </DialogContent>
    </Dialog>
  );
}

type ImportTabsProps = {
  retell: ReturnType<typeof useRetellImport>;
  apiKey: string | undefined;
  haveKey: boolean;
};

function ImportTabs({ retell, apiKey, haveKey }: ImportTabsProps) {
  const { agents, states, runImport } = retell;
  return (
    <Tabs defaultValue="list">
      <TabsList>
        <TabsTrigger value="list">Agent List ({agents?.length ?? 0})</TabsTrigger>
        <TabsTrigger value="manual">Manual Import</TabsTrigger>
      </TabsList>
      <TabsContent value="list" className="pt-2">
        {agents?.length ? (
          <ul className="flex max-h-80 flex-col gap-2 overflow-y-auto">
            {agents.map((agent) => (
              <RetellAgentRow
                key={agent.agentId}
                agent={agent}
                state={states[agent.agentId] ?? 'idle'}
                onImport={() => runImport(agent.agentId, apiKey)}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            {agents ? 'No agents in this Retell account.' : 'Fetch your agents to see them here.'}
          </p>
        )}
      </TabsContent>
      <TabsContent value="manual" className="flex flex-col gap-2 pt-2">
        <ManualImport runImport={runImport} apiKey={apiKey} haveKey={haveKey} />
      </TabsContent>
    </Tabs>
  );
}

type ManualImportProps = {
  runImport: ReturnType<typeof useRetellImport>['runImport'];
  apiKey: string | undefined;
  haveKey: boolean;
};

function ManualImport({ runImport, apiKey, haveKey }: ManualImportProps) {
  const manualId = useId();
  const [agentId, setAgentId] = useState('');
  const manual = () => {
    if (!agentId.trim()) {
      return toast.error(IMPORT_MESSAGES.idRequiredTitle, {
        description: IMPORT_MESSAGES.idRequired,
      });
    }
    if (!haveKey)
      return toast.error(IMPORT_MESSAGES.keyRequiredTitle, {
        description: IMPORT_MESSAGES.keyFirst,
      });
    runImport(agentId.trim(), apiKey, () => setAgentId(''));
  };
  return (
    <>
      <Label htmlFor={manualId}>Agent ID</Label>
      <div className="flex gap-2">
        <Input
          id={manualId}
          maxLength={100}
          value={agentId}
          onChange={(e) => setAgentId(e.target.value)}
        />
        <Button onClick={manual} disabled={!agentId.trim() || !haveKey}>
          Import Agent
        </Button>
      </div>
    </>
  );
}
