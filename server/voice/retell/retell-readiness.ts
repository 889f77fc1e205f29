import type { RealCallNeed } from '../../../shared/dialer/real-call-readiness';
import type { CampaignVoiceFacts, VoiceReadiness } from '../voice-provider';

/** What a campaign lacks for real calls; a key never checked is tried by the first dispatch. */
export function missingForRetell(facts: CampaignVoiceFacts): RealCallNeed[] {
  const missing: RealCallNeed[] = [];
  if (facts.keyStatus === 'missing' || facts.keyStatus === 'rejected') missing.push('retellKey');
  if (!facts.retellAgentId) missing.push('voiceAgent');
  if (!facts.callerNumber || !facts.callerNumberActive) missing.push('callerNumber');
  // The callback number defaults to the caller number, so the Business name is the one left.
  if (!facts.businessName) missing.push('businessName');
  return missing;
}

export function retellReadiness(facts: CampaignVoiceFacts | null): VoiceReadiness {
  const missing = facts ? missingForRetell(facts) : [];
  return { provider: 'retell', usable: missing.length === 0, missing };
}
