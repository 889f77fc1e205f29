/** How this deployment places calls (`VOICE_PROVIDER`): the same for every account. */
export const VOICE_MODES = ['simulated', 'retell'] as const;
export type VoiceMode = (typeof VOICE_MODES)[number];

/** Shown plainly on dialer screens while calls are simulated (issue #12). */
export const SIMULATED_CALLS_LABEL = 'Simulated calls';
export const SIMULATED_CALLS_NOTE =
  'Nobody is really called: every call and its outcome are simulated.';
