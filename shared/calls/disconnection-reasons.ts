/**
 * Retell's `disconnection_reason` values (reference: voice-provider.md, 5.66.1) in words a person
 * reads. An unknown value is shown with its underscores as spaces, never as a code.
 */
const REASONS: Record<string, string> = {
  user_hangup: 'Caller hung up',
  agent_hangup: 'Agent ended the call',
  call_transfer: 'Transferred',
  voicemail_reached: 'Reached voicemail',
  ivr_reached: 'Reached an automated menu',
  inactivity: 'Ended after silence',
  max_duration_reached: 'Reached the longest call allowed',
  concurrency_limit_reached: 'Too many calls at once',
  no_concurrency_fallback: 'Too many calls at once',
  no_valid_payment: 'Retell account has no valid payment',
  scam_detected: 'Flagged as a scam',
  dial_busy: 'Line busy',
  dial_failed: 'Call could not be placed',
  dial_no_answer: 'No answer',
  invalid_destination: 'Invalid number',
  telephony_provider_permission_denied: 'Phone carrier refused the call',
  telephony_provider_unavailable: 'Phone carrier unavailable',
  sip_routing_error: 'Phone routing error',
  marked_as_spam: 'Marked as spam',
  user_declined: 'Caller declined',
  error_llm_websocket_open: 'Agent error',
  error_llm_websocket_lost_connection: 'Agent error',
  error_llm_websocket_runtime: 'Agent error',
  error_llm_websocket_corrupt_payload: 'Agent error',
  error_no_audio_received: 'No audio received',
  error_asr: 'Speech recognition error',
  error_retell: 'Retell error',
  error_unknown: 'Unknown error',
  error_user_not_joined: 'Caller never joined',
  registered_call_timeout: 'Call timed out',
  transfer_bridged: 'Transferred',
  transfer_cancelled: 'Transfer cancelled',
  manual_stopped: 'Stopped by hand',
  call_take_over: 'Taken over by a person',
};

export function disconnectionReasonText(reason: string | null): string | null {
  if (reason === null) return null;
  if (Object.hasOwn(REASONS, reason)) return REASONS[reason]!;
  const words = reason.replaceAll('_', ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : null;
}
