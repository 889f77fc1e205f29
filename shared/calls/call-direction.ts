/** Which way a call went: placed by the dialer, or a homeowner calling one of our numbers. */
export const CALL_DIRECTIONS = ['outbound', 'inbound'] as const;
export type CallDirection = (typeof CALL_DIRECTIONS)[number];

export const CALL_DIRECTION_LABELS: Record<CallDirection, string> = {
  outbound: 'Outbound',
  inbound: 'Inbound',
};

/** What the log shows for a callback's attempt (a callback is no attempt). */
export const CALLBACK_ATTEMPT_TEXT = 'Callback (no attempt)';
