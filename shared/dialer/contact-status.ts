/** Contact statuses and call outcomes exactly as the spec names them. */
export const CONTACT_STATUSES = [
  'Not Called',
  'In Progress',
  'Completed',
  'Dial No Answer',
  'Reached Voicemail',
  'Answered',
  // Not in the spec's list: a number that is not a valid phone number is imported, never dialled.
  'Invalid Number',
  // Not in the spec's list either: the number is on the account's do-not-call list; never dialled
  // while it stays there (removing it restores the status it had before).
  'Do Not Call',
] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** The spec's four outcomes: what a simulated call ends with. */
export const SIMULATED_OUTCOMES = [
  'Completed',
  'Dial No Answer',
  'Reached Voicemail',
  'Answered',
] as const;

export const CALL_OUTCOMES = [
  ...SIMULATED_OUTCOMES,
  // A real provider found the number unreachable as dialled: never dialled again.
  'Invalid Number',
] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** The statuses a user may choose to retry (Call Settings tab). */
export const RETRYABLE_STATUSES = ['Dial No Answer', 'Reached Voicemail'] as const;
export type RetryableStatus = (typeof RETRYABLE_STATUSES)[number];

export const CAMPAIGN_STATES = [
  'idle',
  'running',
  'waiting',
  'paused',
  'stopped',
  'completed',
  // Ready to dial while every one of the account's campaign slots is busy ("Queued — 2 lists
  // ahead"); starts, first come first served, when a slot frees.
  'queued',
] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/** States in which a list's dialer is active (started and not yet stopped or done). */
export const ACTIVE_CAMPAIGN_STATES: readonly CampaignState[] = [
  'running',
  'waiting',
  'paused',
  'queued',
];

/**
 * The one state that holds one of the account's campaign slots ("campaigns at once"): placing
 * calls. A list paused, waiting (retry delay, calling hours) or queued holds none.
 */
export const SLOT_HOLDING_STATE: CampaignState = 'running';

/** Dialing now, waiting for a retry or queued for a campaign slot: pause applies. */
export const isDialing = (state: CampaignState): boolean =>
  state === 'running' || state === 'waiting' || state === 'queued';
