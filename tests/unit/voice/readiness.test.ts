import { describe, expect, it } from 'vitest';
import { retellReadiness } from '../../../server/voice/retell/retell-readiness';
import type { CampaignVoiceFacts } from '../../../server/voice/voice-provider';

const ready: CampaignVoiceFacts = {
  accountName: 'Hail Pros',
  businessName: 'Hail Pros Roofing',
  callbackNumber: null,
  keyStatus: 'valid',
  agentId: 'a1',
  agentName: 'Ava',
  retellAgentId: 'agent_1',
  callerNumber: '+12145550100',
  callerNumberActive: true,
};

describe("Retell's readiness", () => {
  it('needs the Business name the calls disclose', () => {
    expect(retellReadiness({ ...ready, businessName: null })).toEqual({
      provider: 'retell',
      usable: false,
      missing: ['businessName'],
    });
  });

  it('is usable with a key that is not refused, an agent on Retell and an active number', () => {
    expect(retellReadiness(ready)).toEqual({ provider: 'retell', usable: true, missing: [] });
    expect(retellReadiness({ ...ready, keyStatus: 'unchecked' }).usable).toBe(true);
  });

  it('names everything missing, in the order the refusal shows them', () => {
    expect(
      retellReadiness({
        ...ready,
        keyStatus: 'rejected',
        retellAgentId: null,
        callerNumberActive: false,
      }),
    ).toEqual({
      provider: 'retell',
      usable: false,
      missing: ['retellKey', 'voiceAgent', 'callerNumber'],
    });
    expect(retellReadiness({ ...ready, keyStatus: 'missing' }).missing).toEqual(['retellKey']);
    expect(retellReadiness({ ...ready, callerNumber: null }).missing).toEqual(['callerNumber']);
  });
});
