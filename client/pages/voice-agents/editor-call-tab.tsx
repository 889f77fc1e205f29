import { useId } from 'react';
import { SLIDERS } from '../../../shared/agents/agent-bounds';
import { TERMINATION_KEYS } from '../../../shared/agents/agent-catalogue';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { FieldErrors, SliderField, ToggleField } from './editor-fields';
import type { DraftState } from './use-agent-draft';
import { VoicemailFields } from './voicemail-fields';

/** The call's timing, each a slider on the spec's bounds. */
const TIMING_SLIDERS = [
  { field: 'endCallSilenceThreshold', label: 'End Call on Silence', unit: ' min' },
  { field: 'maxCallDuration', label: 'Max Call Duration', unit: ' min' },
  { field: 'ringingDuration', label: 'Ringing Duration', unit: ' s' },
  { field: 'pauseBeforeSpeaking', label: 'Pause Before Speaking', unit: ' s' },
] as const;

/** What the caller may type on the keypad: timeout, a key that ends the input, a digit limit. */
function KeypadFields({ state }: { state: DraftState }) {
  const { draft, errors, setCall } = state;
  const c = draft.callSettings;
  const e = (field: string) => errors[`callSettings.${field}`];
  const keyId = useId();
  return (
    <div className="flex flex-col gap-3">
      <SliderField
        label="Keypad Timeout"
        value={c.keypadTimeout}
        bounds={SLIDERS.keypadTimeout}
        unit=" s"
        errors={e('keypadTimeout')}
        onChange={(v) => setCall('keypadTimeout', v)}
      />
      <ToggleField
        label="Termination Key"
        checked={c.useTerminationKey}
        onChange={(v) => setCall('useTerminationKey', v)}
      >
        <Label htmlFor={keyId}>Key that ends the input</Label>
        <Select
          id={keyId}
          value={c.terminationKey}
          onChange={(ev) => setCall('terminationKey', ev.target.value as '#')}
        >
          {TERMINATION_KEYS.map((key) => (
            <option key={key} value={key}>
              {key}
            </option>
          ))}
        </Select>
        <FieldErrors errors={e('terminationKey')} />
      </ToggleField>
      <ToggleField
        label="Digit Limit"
        checked={c.useDigitLimit}
        onChange={(v) => setCall('useDigitLimit', v)}
      >
        <SliderField
          label="Digits"
          value={c.digitLimit}
          bounds={SLIDERS.digitLimit}
          errors={e('digitLimit')}
          onChange={(v) => setCall('digitLimit', v)}
        />
      </ToggleField>
    </div>
  );
}

export function EditorCallTab({ state }: { state: DraftState }) {
  const { draft, errors, setCall } = state;
  const c = draft.callSettings;
  const e = (field: string) => errors[`callSettings.${field}`];
  return (
    <div className="flex flex-col gap-4">
      <ToggleField
        label="Voicemail Detection"
        hint="Hang up or leave a message when the call reaches voicemail"
        checked={c.voicemailDetection}
        onChange={(v) => setCall('voicemailDetection', v)}
      >
        <VoicemailFields state={state} />
      </ToggleField>
      <ToggleField
        label="Keypad Input Detection"
        hint="Let the caller answer with the phone keypad"
        checked={c.keypadInputDetection}
        onChange={(v) => setCall('keypadInputDetection', v)}
      >
        <KeypadFields state={state} />
      </ToggleField>
      {TIMING_SLIDERS.map(({ field, label, unit }) => (
        <SliderField
          key={field}
          label={label}
          value={c[field]}
          bounds={SLIDERS[field]}
          unit={unit}
          errors={e(field)}
          onChange={(v) => setCall(field, v)}
        />
      ))}
    </div>
  );
}
