import { useId } from 'react';
import { AGENT_LIMITS, SLIDERS } from '../../../shared/agents/agent-bounds';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { FieldErrors, SelectField, SliderField, ToggleField } from './editor-fields';
import type { DraftState } from './use-agent-draft';

/** How the agent takes turns, each a slider on the spec's bounds. */
const TURN_TAKING_SLIDERS = [
  { field: 'responsiveness', label: 'Responsiveness', unit: '' },
  { field: 'interruptSensitivity', label: 'Interruption Sensitivity', unit: '' },
  { field: 'reminderFrequency', label: 'Reminder after silence', unit: ' s' },
] as const;

const TRANSCRIPTION_MODES = [
  { value: 'speed', label: 'Optimize for speed' },
  { value: 'accuracy', label: 'Optimize for accuracy' },
] as const;

const DENOISE_MODES = [
  { value: 'remove-noise', label: 'Remove noise' },
  { value: 'remove-noise-and-bg', label: 'Remove noise and background speech' },
] as const;

export function EditorSpeechTab({ state }: { state: DraftState }) {
  const { draft, errors, setSpeech } = state;
  const s = draft.speechSettings;
  const e = (field: string) => errors[`speechSettings.${field}`];
  const keywordsId = useId();
  return (
    <div className="flex flex-col gap-4">
      {TURN_TAKING_SLIDERS.map(({ field, label, unit }) => (
        <SliderField
          key={field}
          label={label}
          value={s[field]}
          bounds={SLIDERS[field]}
          unit={unit}
          errors={e(field)}
          onChange={(v) => setSpeech(field, v)}
        />
      ))}
      <ToggleField
        label="Backchanneling"
        hint='Short acknowledgements such as "uh-huh" while the caller speaks'
        checked={s.backchanneling}
        onChange={(v) => setSpeech('backchanneling', v)}
      />
      <SelectField
        label="Transcription Mode"
        value={s.transcriptionMode}
        options={TRANSCRIPTION_MODES}
        onChange={(mode) => setSpeech('transcriptionMode', mode)}
      />
      <SelectField
        label="Denoising Mode"
        value={s.denoiseMode}
        options={DENOISE_MODES}
        onChange={(mode) => setSpeech('denoiseMode', mode)}
      />
      <ToggleField
        label="Speech Normalization"
        hint="Speak numbers, dates and currency naturally"
        checked={s.useNormalization}
        onChange={(v) => setSpeech('useNormalization', v)}
      />
      <ToggleField
        label="Format Transcript"
        checked={s.formatTranscript}
        onChange={(v) => setSpeech('formatTranscript', v)}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={keywordsId}>Boosted Keywords</Label>
        <Input
          id={keywordsId}
          placeholder="hail, shingles, gutters"
          maxLength={AGENT_LIMITS.boostKeywords}
          value={s.boostKeywords}
          onChange={(ev) => setSpeech('boostKeywords', ev.target.value)}
        />
        <FieldErrors errors={e('boostKeywords')} />
      </div>
    </div>
  );
}
