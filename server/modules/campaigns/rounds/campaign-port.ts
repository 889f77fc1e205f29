import type { AppDeps } from '../../../deps';
import type { CampaignPort } from '../../../voice/voice-provider';
import { recordNotPlaced } from '../outcomes/not-placed.service';
import { campaignVoiceOf, missingForRealCalls } from './campaign-voice.repository';

/** What the campaigns tell a voice provider placing one of their calls. */
export function campaignPort(deps: AppDeps): CampaignPort {
  return {
    async voiceOf(accountId, listId) {
      const voice = await campaignVoiceOf(deps.db, accountId, listId);
      return voice && { ...voice, missing: missingForRealCalls(voice) };
    },
    notPlaced: (reports) => recordNotPlaced(deps, reports),
  };
}
