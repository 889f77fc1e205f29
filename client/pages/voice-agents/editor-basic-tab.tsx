import { AGENT_LIMITS, SLIDERS } from '../../../shared/agents/agent-bounds';
import {
  AGENT_VARIABLES,
  LLM_MODELS,
  SILENT_WELCOME_TEXT,
} from '../../../shared/agents/agent-catalogue';
import { disclosureGaps, disclosureWarning } from '../../../shared/agents/disclosure-check';
import { STORM_VARIABLES } from '../../../shared/storm/storm-facts';
import { Button } from '../../components/ui/button';
import { SelectField, SliderField, TextField } from './editor-fields';
import type { DraftState } from './use-agent-draft';
import { VoicePicker } from './voice-picker';

const MODEL_OPTIONS = LLM_MODELS.map((model) => ({ value: model, label: model }));

/** A custom script that misses part of the caller disclosure says which part (it still saves). */
function DisclosureWarning({ script, welcome }: { script: string; welcome: string }) {
  const warning = disclosureWarning(disclosureGaps({ script, welcome }));
  if (!warning) return null;
  return (
    <p role="status" data-testid="disclosure-warning" className="text-sm text-amber-700">
      {warning}
    </p>
  );
}

/** The agent's name, description and script, with the variables a script can use. */
function ScriptFields({ state }: { state: DraftState }) {
  const { draft, errors, set } = state;
  return (
    <>
      <TextField
        label="Agent Name"
        value={draft.name}
        maxLength={AGENT_LIMITS.name}
        errors={errors.name}
        onChange={(v) => set('name', v)}
      />
      <TextField
        label="Description"
        multiline
        rows={2}
        value={draft.description}
        maxLength={AGENT_LIMITS.description}
        errors={errors.description}
        onChange={(v) => set('description', v)}
      />
      <TextField
        label="Script"
        multiline
        rows={10}
        value={draft.script}
        maxLength={AGENT_LIMITS.script}
        errors={errors.script}
        placeholder={`What the agent says and how it handles the call. You can use ${AGENT_VARIABLES.join(', ')}.`}
        onChange={(v) => set('script', v)}
      />
      <p className="text-xs text-muted-foreground" data-testid="agent-variables">
        Variables this agent can use: {AGENT_VARIABLES.join(', ')}. {STORM_VARIABLES.join(', ')} are
        filled on calls from a storm-targeted list (built from a Hail Damage Search) and are empty
        on other lists.
      </p>
    </>
  );
}

/** The custom welcome message, with a button per variable that appends it. */
function CustomWelcomeFields({ state }: { state: DraftState }) {
  const { draft, errors, setLlm } = state;
  return (
    <>
      <TextField
        label="Welcome message"
        multiline
        rows={2}
        value={draft.llmSettings.customWelcome}
        maxLength={AGENT_LIMITS.welcome}
        errors={errors['llmSettings.customWelcome']}
        onChange={(v) => setLlm('customWelcome', v)}
      />
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        Variables:
        {AGENT_VARIABLES.map((variable) => (
          <Button
            key={variable}
            type="button"
            size="sm"
            variant="outline"
            onClick={() => setLlm('customWelcome', `${draft.llmSettings.customWelcome}${variable}`)}
          >
            {variable}
          </Button>
        ))}
      </div>
    </>
  );
}

/** Whether the agent waits for the caller or speaks a custom welcome first. */
function WelcomeFields({ state }: { state: DraftState }) {
  const custom = state.draft.llmSettings.firstMessage === 'custom';
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">Welcome Behaviour</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="radio"
          name="welcome"
          checked={!custom}
          onChange={() => state.setLlm('firstMessage', 'user-first')}
        />
        {SILENT_WELCOME_TEXT}
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="radio"
          name="welcome"
          checked={custom}
          onChange={() => state.setLlm('firstMessage', 'custom')}
        />
        Custom welcome message
      </label>
      {custom ? <CustomWelcomeFields state={state} /> : null}
    </fieldset>
  );
}

export function EditorBasicTab({ state }: { state: DraftState }) {
  const { draft, errors, set, setLlm } = state;
  const custom = draft.llmSettings.firstMessage === 'custom';
  return (
    <div className="flex flex-col gap-4">
      <ScriptFields state={state} />
      <DisclosureWarning
        script={draft.script}
        welcome={custom ? draft.llmSettings.customWelcome : ''}
      />
      <VoicePicker
        voice={draft.voice}
        onChange={(voice) => set('voice', voice)}
        errors={errors['voice.id']}
      />
      <SelectField
        label="Model"
        value={draft.llmSettings.model}
        options={MODEL_OPTIONS}
        onChange={(model) => setLlm('model', model)}
      />
      <SliderField
        label="Temperature"
        value={draft.llmSettings.temperature}
        bounds={SLIDERS.temperature}
        errors={errors['llmSettings.temperature']}
        onChange={(v) => setLlm('temperature', v)}
      />
      <WelcomeFields state={state} />
    </div>
  );
}
