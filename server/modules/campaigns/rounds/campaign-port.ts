import type { AppDeps } from '../../../deps';
import type { CampaignPort } from '../../../voice/voice-provider';
import { applyLeadRules } from '../../leads/lead-rules.service';
import { recordOptOut } from '../do-not-call/opt-out.service';
import { freeSlotOfEndedCall } from '../outcomes/call-ended.service';
import { recordNotPlaced } from '../outcomes/not-placed.service';
import { recordOutcome, recordOutcomes } from '../outcomes/record-outcome.service';
import { callingClockOf } from './calling-clock';
import { campaignVoiceOf } from './campaign-voice.repository';
import { refusedBeforeDial } from './pre-dial-check';
import { voicemailChoiceOf } from './voicemail-choice';

/** What the campaigns tell a voice provider, and where its call events end. */
export function campaignPort(deps: AppDeps): CampaignPort {
  return {
    voiceOf: (accountId, listId) => campaignVoiceOf(deps.db, accountId, listId),
    outcome: (callId, outcome) => recordOutcome(deps, callId, outcome),
    outcomes: (reports) => recordOutcomes(deps, reports),
    slotFreed: (callId) => freeSlotOfEndedCall(deps, callId),
    notPlaced: (reports) => recordNotPlaced(deps, reports),
    refusedBeforeDial: (callIds, agentChecks) =>
      refusedBeforeDial(deps.db, callIds, deps.voice.realCalls, callingClockOf(deps), {
        agentChecks,
        dispatchTry: true,
      }),
    voicemailOf: (callId) => voicemailChoiceOf(deps.db, callId, deps.voice.realCalls),
    optedOut: (callId) => recordOptOut(deps, callId),
    analysedAfterEnd: (callId) => applyLeadRules(deps, [callId]),
  };
}
