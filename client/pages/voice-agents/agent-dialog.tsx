import { useState } from 'react';
import type { AgentDraft } from '../../../shared/agents/agent-schema';
import { copyTemplate } from '../../../shared/agents/agent-templates';
import { AGENT_MESSAGES, type VoiceAgentView } from '../../../shared/agents/agent-view';
import { disclosureFieldErrors } from '../../../shared/agents/real-call-agent';
import { KnowledgeBudgetNote } from '../../components/knowledge-budget-note';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { AgentEditor, type EditorTab, tabOfFirstError } from './agent-editor';
import { TemplatePicker } from './template-picker';
import { blankDraft, fullDraft, useAgentDraft } from './use-agent-draft';
import { useDisclosureRule } from './use-disclosure-rule';
import { useSaveAgent } from './use-save-agent';

type Target = { id: string } | { draftId: string | undefined };

function DialogBody({ agent, onClose }: { agent: VoiceAgentView | null; onClose: () => void }) {
  const state = useAgentDraft(agent ? fullDraft(agent) : blankDraft());
  const [target, setTarget] = useState<Target>(agent ? { id: agent.id } : { draftId: undefined });
  const [mode, setMode] = useState<'template' | 'customize'>(agent ? 'customize' : 'template');
  const [tab, setTab] = useState<EditorTab>('basic');
  const { save, failure, pending } = useSaveAgent(onClose);
  const disclosure = useDisclosureRule();

  const start = (draft: AgentDraft, draftId?: string) => {
    state.setDraft(draft);
    setTarget({ draftId });
    setMode('customize');
    setTab('basic');
  };
  // A refused save opens the tab holding the first invalid field.
  const onSave = () => {
    const { data, errors } = state.validate();
    if (!data) return setTab(tabOfFirstError(errors));
    // Where calls are real, the server refuses a draft without the disclosure: say so here first.
    const problems = disclosure.realCalls ? disclosure.problems(data) : [];
    if (problems.length === 0) return save(target, data);
    state.setErrors(disclosureFieldErrors(problems));
    setTab('basic');
  };

  const editor = <AgentEditor state={state} tab={tab} onTabChange={setTab} />;
  return (
    <>
      {agent ? (
        <Tabs value="settings">
          <TabsList>
            <TabsTrigger value="settings">Agent Settings</TabsTrigger>
          </TabsList>
          <TabsContent value="settings" className="flex flex-col gap-3">
            {editor}
            <KnowledgeBudgetNote agentId={agent.id} />
          </TabsContent>
        </Tabs>
      ) : (
        <Tabs value={mode} onValueChange={(v) => setMode(v as 'template' | 'customize')}>
          <TabsList>
            <TabsTrigger value="template">Choose Template</TabsTrigger>
            <TabsTrigger value="customize">Customize Agent</TabsTrigger>
          </TabsList>
          <TabsContent value="template" className="pt-2">
            <TemplatePicker
              onPick={(template) => {
                const copy = copyTemplate(template);
                start(fullDraft(copy.draft), copy.draftId);
              }}
              onBlank={() => start(blankDraft())}
            />
          </TabsContent>
          <TabsContent value="customize">{editor}</TabsContent>
        </Tabs>
      )}
      <ValidationJump errors={state.errors} onJump={setTab} />
      {failure ? <SaveFailure failure={failure} pending={pending} /> : null}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={onSave} disabled={pending || mode === 'template'}>
          {pending ? 'Saving...' : 'Save Voice Agent'}
        </Button>
      </DialogFooter>
    </>
  );
}

function SaveFailure({
  failure,
  pending,
}: {
  failure: NonNullable<ReturnType<typeof useSaveAgent>['failure']>;
  pending: boolean;
}) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{failure.title}</AlertTitle>
      <AlertDescription className="flex flex-col gap-2">
        <span>
          {failure.message} {AGENT_MESSAGES.draftKept}
        </span>
        <Button
          size="sm"
          variant="outline"
          className="w-fit"
          disabled={pending}
          onClick={failure.retry}
        >
          Retry
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** Shows which tab needs attention after a refused save. */
function ValidationJump({
  errors,
  onJump,
}: {
  errors: Record<string, string[] | undefined>;
  onJump: (tab: EditorTab) => void;
}) {
  const count = Object.keys(errors).length;
  if (!count) return null;
  const tab = tabOfFirstError(errors);
  return (
    <p role="alert" className="text-sm text-destructive">
      Please fix the highlighted {count === 1 ? 'field' : 'fields'}{' '}
      <button type="button" className="underline" onClick={() => onJump(tab)}>
        (show)
      </button>
    </p>
  );
}

/** Create (template or scratch) or edit one agent; the draft lives until it is saved or closed. */
export function AgentDialog({
  open,
  agent,
  onOpenChange,
}: {
  open: boolean;
  agent: VoiceAgentView | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{agent ? 'Edit Voice Agent' : 'Create Voice Agent'}</DialogTitle>
          <DialogDescription>
            {agent
              ? 'Change how this agent talks, what it can do and how it handles calls.'
              : 'Start from a template or build your own agent.'}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <DialogBody key={agent?.id ?? 'new'} agent={agent} onClose={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
