import { useId } from 'react';
import { AGENT_LIMITS, SLIDERS } from '../../../shared/agents/agent-bounds';
import {
  OPT_OUT_NUMBER,
  VOICEMAIL_ACTIONS,
  VOICEMAIL_MESSAGES,
  type VoicemailAction,
} from '../../../shared/agents/voicemail-message';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { SliderField, TextField } from './editor-fields';
import type { DraftState } from './use-agent-draft';

/** "When voicemail answers": hang up, or leave a message (at most once per contact in N days). */
export function VoicemailFields({ state }: { state: DraftState }) {
  const { draft, errors, setCall } = state;
  const c = draft.callSettings;
  const actionId = useId();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={actionId}>{VOICEMAIL_MESSAGES.label}</Label>
        <Select
          id={actionId}
          value={c.voicemailAction}
          onChange={(ev) => setCall('voicemailAction', ev.target.value as VoicemailAction)}
        >
          {VOICEMAIL_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {VOICEMAIL_MESSAGES.actions[action]}
            </option>
          ))}
        </Select>
      </div>
      {c.voicemailAction === 'message' ? (
        <>
          <TextField
            label={VOICEMAIL_MESSAGES.messageLabel}
            multiline
            rows={4}
            value={c.voicemailMessage}
            maxLength={AGENT_LIMITS.voicemailMessage}
            errors={errors['callSettings.voicemailMessage']}
            onChange={(v) => setCall('voicemailMessage', v)}
          />
          <p className="text-xs text-muted-foreground">{VOICEMAIL_MESSAGES.messageHelp}</p>
          <p className="text-xs text-muted-foreground" data-testid="voicemail-real-calls-note">
            {VOICEMAIL_MESSAGES.realCallsNote}
          </p>
          {c.voicemailMessage.includes(OPT_OUT_NUMBER) ? null : (
            <p role="status" className="text-sm text-amber-700">
              {VOICEMAIL_MESSAGES.missingOptOutNumber}
            </p>
          )}
          <SliderField
            label={VOICEMAIL_MESSAGES.daysLabel}
            value={c.voicemailMessageDays}
            bounds={SLIDERS.voicemailMessageDays}
            unit=" days"
            errors={errors['callSettings.voicemailMessageDays']}
            onChange={(v) => setCall('voicemailMessageDays', v)}
          />
        </>
      ) : null}
    </div>
  );
}
