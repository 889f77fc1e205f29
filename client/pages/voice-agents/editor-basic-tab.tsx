import { useId } from 'react';
import { AGENT_LIMITS, SLIDERS } from '../../../shared/agents/agent-bounds';
import {
  AGENT_VARIABLES,
  LLM_MODELS,
  SILENT_WELCOME_TEXT,
} from '../../../shared/agents/agent-catalogue';
import { disclosureGaps, disclosureWarning } from '../../../shared/agents/disclosure-check';
import { STORM_VARIABLES } from '../../../shared/storm/storm-facts';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { SliderField, TextField } from './editor-fields';
import type { DraftState } from './use-agent-draft';
import { VoicePicker } from './voice-picker';

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

export function EditorBasicTab({ state }: { state: DraftState }) {
  const { draft, errors, set, setLlm } = state;
  const modelId = useId();
  const custom = draft.llmSettings.firstMessage === 'custom';
  return (
    <div className="flex flex-col gap-4">
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
      <DisclosureWarning
        script={draft.script}
        welcome={custom ? draft.llmSettings.customWelcome : ''}
      />
      <VoicePicker
        voice={draft.voice}
        onChange={(voice) => set('voice', voice)}
        errors={errors['voice.id']}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={modelId}>Model</Label>
        <Select
          id={modelId}
          value={draft.llmSettings.model}
          onChange={(e) => setLlm('model', e.target.value as (typeof LLM_MODELS)[number])}
        >
          {LLM_MODELS.map((model) => (
            <option key={model} value={model}>
              {model}
            </option>
          ))}
        </Select>
      </div>
      <SliderField
        label="Temperature"
        value={draft.llmSettings.temperature}
        bounds={SLIDERS.temperature}
        errors={errors['llmSettings.temperature']}
        onChange={(v) => setLlm('temperature', v)}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Welcome Behaviour</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="welcome"
            checked={!custom}
            onChange={() => setLlm('firstMessage', 'user-first')}
          />
          {SILENT_WELCOME_TEXT}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="welcome"
            checked={custom}
            onChange={() => setLlm('firstMessage', 'custom')}
          />
          Custom welcome message
        </label>
        {custom ? (
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
                  onClick={() =>
                    setLlm('customWelcome', `${draft.llmSettings.customWelcome}${variable}`)
                  }
                >
                  {variable}
                </Button>
              ))}
            </div>
          </>
        ) : null}
      </fieldset>
    </div>
  );
}
