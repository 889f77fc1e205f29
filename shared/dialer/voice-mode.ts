/** How this deployment places calls (`VOICE_PROVIDER`): the same for every account. */
export const VOICE_MODES = ['simulated', 'retell'] as const;
export type VoiceMode = (typeof VOICE_MODES)[number];

/** Shown plainly on dialer screens while calls are simulated (issue #12). */
export const SIMULATED_CALLS_LABEL = 'Simulated calls';
export const SIMULATED_CALLS_NOTE =
  'Nobody is really called: every call and its outcome are simulated.';

/** The badge on each simulated call, wherever calls are listed (issue #33). */
export const SIMULATED_CALL_BADGE = 'Simulated';
/** Analytics' toggle and notes on simulated calls. */
export const SIMULATED_ANALYTICS = {
  toggle: 'Include simulated calls',
  leftOut: 'Simulated calls are left out of these figures.',
  onlySimulated: 'These figures are from simulated calls: nobody was really called.',
} as const;
