import { AGENT_LIMITS, SLIDERS } from '../../../shared/agents/agent-bounds';
import {
  AGENT_VARIABLES,
  LLM_MODELS,
  SILENT_WELCOME_TEXT,
} from '../../../shared/agents/agent-catalogue';
import { STORM_VARIABLES } from '../../../shared/storm/storm-facts';
import { Button } from '../../components/ui/button';
import { FieldErrors, SelectField, SliderField, TextField } from './editor-fields';
import type { DraftState } from './use-agent-draft';
import { useDisclosureRule } from './use-disclosure-rule';
import { VoicePicker } from './voice-picker';

const MODEL_OPTIONS = LLM_MODELS.map((model) => ({ value: model, label: model }));

/**
 * What the disclosure check finds, as the agent is typed: real calls refuse the save (the same
 * messages appear under the fields); simulated calls save and are warned.
 */
function DisclosureNotice({ draft }: { draft: DraftState['draft'] }) {
  const rule = useDisclosureRule();
  const problems = rule.problems(draft);
  if (problems.length === 0) return null;
  return (
    <div
      role="status"
      data-testid="disclosure-warning"
      className={rule.realCalls ? 'text-sm text-destructive' : 'text-sm text-amber-700'}
    >
      <p>
        {rule.realCalls
          ? 'This agent cannot place real calls until its opening makes the disclosure:'
          : 'With real calls this agent would be refused until its opening makes the disclosure:'}
      </p>
      <ul className="list-disc pl-4">
        {problems.map((p) => (
          <li key={p.code}>{p.message}</li>
        ))}
      </ul>
    </div>
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
        on other lists. On a list built from a radar swath, {'{hail_size}'} is each contact's own
        radar estimate, e.g. "up to about 1.5-inch hail in your area (radar estimate)".
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
      <FieldErrors errors={state.errors['llmSettings.firstMessage']} />
    </fieldset>
  );
}

export function EditorBasicTab({ state }: { state: DraftState }) {
  const { draft, errors, set, setLlm } = state;
  return (
    <div className="flex flex-col gap-4">
      <ScriptFields state={state} />
      <DisclosureNotice draft={draft} />
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
