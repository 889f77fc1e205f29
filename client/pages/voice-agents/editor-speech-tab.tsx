import { useId } from 'react';
import { AGENT_LIMITS, SLIDERS } from '../../../shared/agents/agent-bounds';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { FieldErrors, SliderField, ToggleField } from './editor-fields';
import type { DraftState } from './use-agent-draft';

export function EditorSpeechTab({ state }: { state: DraftState }) {
  const { draft, errors, setSpeech } = state;
  const s = draft.speechSettings;
  const e = (field: string) => errors[`speechSettings.${field}`];
  const ids = { transcription: useId(), denoise: useId(), keywords: useId() };
  return (
    <div className="flex flex-col gap-4">
      <SliderField
        label="Responsiveness"
        value={s.responsiveness}
        bounds={SLIDERS.responsiveness}
        errors={e('responsiveness')}
        onChange={(v) => setSpeech('responsiveness', v)}
      />
      <SliderField
        label="Interruption Sensitivity"
        value={s.interruptSensitivity}
        bounds={SLIDERS.interruptSensitivity}
        errors={e('interruptSensitivity')}
        onChange={(v) => setSpeech('interruptSensitivity', v)}
      />
      <SliderField
        label="Reminder after silence"
        value={s.reminderFrequency}
        bounds={SLIDERS.reminderFrequency}
        unit=" s"
        errors={e('reminderFrequency')}
        onChange={(v) => setSpeech('reminderFrequency', v)}
      />
      <ToggleField
        label="Backchanneling"
        hint='Short acknowledgements such as "uh-huh" while the caller speaks'
        checked={s.backchanneling}
        onChange={(v) => setSpeech('backchanneling', v)}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={ids.transcription}>Transcription Mode</Label>
        <Select
          id={ids.transcription}
          value={s.transcriptionMode}
          onChange={(ev) => setSpeech('transcriptionMode', ev.target.value as 'speed')}
        >
          <option value="speed">Optimize for speed</option>
          <option value="accuracy">Optimize for accuracy</option>
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={ids.denoise}>Denoising Mode</Label>
        <Select
          id={ids.denoise}
          value={s.denoiseMode}
          onChange={(ev) => setSpeech('denoiseMode', ev.target.value as 'remove-noise')}
        >
          <option value="remove-noise">Remove noise</option>
          <option value="remove-noise-and-bg">Remove noise and background speech</option>
        </Select>
      </div>
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
        <Label htmlFor={ids.keywords}>Boosted Keywords</Label>
        <Input
          id={ids.keywords}
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
