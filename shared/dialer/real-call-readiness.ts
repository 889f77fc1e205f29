/**
 * What a real-mode campaign needs before it dials, each named with where to fix it. The start
 * refusal and a dispatch that finds one missing use the same words.
 */
export const REAL_CALL_NEEDS = {
  retellKey: {
    message: 'Add a valid Retell API key in Settings before dialling real calls.',
    href: '/dashboard/settings',
  },
  voiceAgent: {
    message: 'Choose a voice agent that is on Retell for this list in Campaign Settings → General.',
    href: '/dashboard/campaign-settings',
  },
  callerNumber: {
    message:
      'Choose a caller number for this list in Campaign Settings → General (buy one under Voice Agents → Phone Numbers).',
    href: '/dashboard/campaign-settings',
  },
  businessName: {
    message:
      'Add your registered business name in Settings → Caller identity: every call says who is calling (47 CFR 64.1200(b)).',
    href: '/dashboard/settings',
  },
} as const;
export type RealCallNeed = keyof typeof REAL_CALL_NEEDS;

/** The refusal as one message: every missing thing, in the order above. */
export function realCallRefusal(missing: readonly RealCallNeed[]): string {
  return `Real calls cannot start: ${missing.map((need) => REAL_CALL_NEEDS[need].message).join(' ')}`;
}

export const VOICE_CHOICE_MESSAGES = {
  agentNotFound: 'Voice agent not found',
  numberNotFound: 'That caller number is not one of your numbers',
  saved: 'Voice settings saved',
} as const;
