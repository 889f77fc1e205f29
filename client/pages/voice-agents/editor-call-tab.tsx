import { useId } from 'react';
import { SLIDERS } from '../../../shared/agents/agent-bounds';
import { TERMINATION_KEYS } from '../../../shared/agents/agent-catalogue';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { FieldErrors, SliderField, ToggleField } from './editor-fields';
import type { DraftState } from './use-agent-draft';
import { VoicemailFields } from './voicemail-fields';

export function EditorCallTab({ state }: { state: DraftState }) {
  const { draft, errors, setCall } = state;
  const c = draft.callSettings;
  const e = (field: string) => errors[`callSettings.${field}`];
  const keyId = useId();
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
      </ToggleField>
      <SliderField
        label="End Call on Silence"
        value={c.endCallSilenceThreshold}
        bounds={SLIDERS.endCallSilenceThreshold}
        unit=" min"
        errors={e('endCallSilenceThreshold')}
        onChange={(v) => setCall('endCallSilenceThreshold', v)}
      />
      <SliderField
        label="Max Call Duration"
        value={c.maxCallDuration}
        bounds={SLIDERS.maxCallDuration}
        unit=" min"
        errors={e('maxCallDuration')}
        onChange={(v) => setCall('maxCallDuration', v)}
      />
      <SliderField
        label="Ringing Duration"
        value={c.ringingDuration}
        bounds={SLIDERS.ringingDuration}
        unit=" s"
        errors={e('ringingDuration')}
        onChange={(v) => setCall('ringingDuration', v)}
      />
      <SliderField
        label="Pause Before Speaking"
        value={c.pauseBeforeSpeaking}
        bounds={SLIDERS.pauseBeforeSpeaking}
        unit=" s"
        errors={e('pauseBeforeSpeaking')}
        onChange={(v) => setCall('pauseBeforeSpeaking', v)}
      />
    </div>
  );
}
