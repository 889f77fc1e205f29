import {
  renderVoicemailMessage,
  type VoicemailVariables,
} from '../../../shared/agents/voicemail-message';
import type { RetellPhoneCallPayload } from '../../integrations/retell/retell-api';
import type { VoicemailChoice } from '../voice-provider';

/**
 * The create-call `agent_override` (reference 1.3 and 1.7) for a call's voicemail choice: the
 * agent's `voicemail_option` replaced for this call only. A message is filled in here, so it
 * does not depend on Retell substituting variables in voicemail text.
 */
export function voicemailOverride(
  choice: VoicemailChoice,
  vars: VoicemailVariables,
): Pick<RetellPhoneCallPayload, 'agent_override'> {
  if (choice.kind === 'agent') return {};
  const action =
    choice.kind === 'message'
      ? { type: 'static_text' as const, text: renderVoicemailMessage(choice.message, vars) }
      : { type: 'hangup' as const };
  return { agent_override: { agent: { voicemail_option: { action } } } };
}
