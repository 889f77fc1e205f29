import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { EditorBasicTab } from './editor-basic-tab';
import { EditorCallFieldsTab } from './editor-call-fields-tab';
import { EditorCallTab } from './editor-call-tab';
import { EditorFunctionsTab } from './editor-functions-tab';
import { EditorSpeechTab } from './editor-speech-tab';
import type { DraftErrors, DraftState } from './use-agent-draft';

export type EditorTab = 'basic' | 'functions' | 'speech' | 'call' | 'fields';

/** The tab holding the first invalid field, so a refused save shows where to look. */
export function tabOfFirstError(errors: DraftErrors): EditorTab {
  const key = Object.keys(errors)[0] ?? '';
  if (key.startsWith('speechSettings')) return 'speech';
  if (key.startsWith('callSettings')) return 'call';
  if (key.startsWith('callFields')) return 'fields';
  if (/^(functions|transferNumber|calEventTypeId|customFunction)/.test(key)) return 'functions';
  return 'basic';
}

/** The spec's four editor tabs (2.2) and the call fields. */
export function AgentEditor({
  state,
  tab,
  onTabChange,
}: {
  state: DraftState;
  tab: EditorTab;
  onTabChange: (tab: EditorTab) => void;
}) {
  return (
    <Tabs value={tab} onValueChange={(v) => onTabChange(v as EditorTab)}>
      <TabsList>
        <TabsTrigger value="basic">Basic</TabsTrigger>
        <TabsTrigger value="functions">Functions</TabsTrigger>
        <TabsTrigger value="speech">Speech</TabsTrigger>
        <TabsTrigger value="call">Call Settings</TabsTrigger>
        <TabsTrigger value="fields">Call Fields</TabsTrigger>
      </TabsList>
      <TabsContent value="basic" className="pt-2">
        <EditorBasicTab state={state} />
      </TabsContent>
      <TabsContent value="functions" className="pt-2">
        <EditorFunctionsTab state={state} />
      </TabsContent>
      <TabsContent value="speech" className="pt-2">
        <EditorSpeechTab state={state} />
      </TabsContent>
      <TabsContent value="call" className="pt-2">
        <EditorCallTab state={state} />
      </TabsContent>
      <TabsContent value="fields" className="pt-2">
        <EditorCallFieldsTab state={state} />
      </TabsContent>
    </Tabs>
  );
}
