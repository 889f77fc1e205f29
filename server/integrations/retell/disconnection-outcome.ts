import type Retell from 'retell-sdk';
import type { CallOutcome } from '../../../shared/dialer/contact-status';

/** Every `disconnection_reason` the SDK knows (reference 1.4 and section 9). */
export type DisconnectionReason = NonNullable<Retell.PhoneCallResponse['disconnection_reason']>;

/**
 * What a reason means for the dialer: a placed call ends with a product status (and counts an
 * attempt); a call the provider refused before dialling is `not-placed` (no attempt, re-queued;
 * `pause` when the account cannot pay).
 */
export type CallVerdict =
  | { kind: 'placed'; status: CallOutcome; conversation: boolean }
  | { kind: 'not-placed'; pause: boolean };

const noAnswer: CallVerdict = { kind: 'placed', status: 'Dial No Answer', conversation: false };
const voicemail: CallVerdict = { kind: 'placed', status: 'Reached Voicemail', conversation: false };
/** A conversation happened: Answered, or Completed when the analysis says it succeeded. */
const conversation: CallVerdict = { kind: 'placed', status: 'Answered', conversation: true };
const invalid: CallVerdict = { kind: 'placed', status: 'Invalid Number', conversation: false };
const notPlaced: CallVerdict = { kind: 'not-placed', pause: false };

/**
 * The one table from Retell's disconnection reasons to the product's statuses (issue #12).
 * `satisfies Record<DisconnectionReason, …>`: a reason added to the SDK fails the build here.
 */
export const DISCONNECTION_VERDICTS = {
  dial_no_answer: noAnswer,
  dial_busy: noAnswer,
  dial_failed: noAnswer,
  user_declined: noAnswer,
  marked_as_spam: noAnswer,

  voicemail_reached: voicemail,
  ivr_reached: voicemail,

  user_hangup: conversation,
  agent_hangup: conversation,
  call_transfer: conversation,
  transfer_bridged: conversation,
  inactivity: conversation,
  max_duration_reached: conversation,

  invalid_destination: invalid,
  telephony_provider_permission_denied: invalid,

  concurrency_limit_reached: notPlaced,
  no_concurrency_fallback: notPlaced,
  no_valid_payment: { kind: 'not-placed', pause: true },

  // Failures: Dial No Answer, with the reason recorded on the call.
  error_llm_websocket_open: noAnswer,
  error_llm_websocket_lost_connection: noAnswer,
  error_llm_websocket_runtime: noAnswer,
  error_llm_websocket_corrupt_payload: noAnswer,
  error_no_audio_received: noAnswer,
  error_asr: noAnswer,
  error_retell: noAnswer,
  error_unknown: noAnswer,
  error_user_not_joined: noAnswer,
  sip_routing_error: noAnswer,
  telephony_provider_unavailable: noAnswer,
  registered_call_timeout: noAnswer,
  scam_detected: noAnswer,
  manual_stopped: noAnswer,
  call_take_over: noAnswer,
  transfer_cancelled: noAnswer,
} as const satisfies Record<DisconnectionReason, CallVerdict>;

export type EndedCallFacts = {
  disconnection_reason?: string | null;
  call_analysis?: { in_voicemail?: boolean | null; call_successful?: boolean | null } | null;
};

/**
 * The verdict for an ended call. `in_voicemail` turns a "conversation" into Reached Voicemail;
 * `call_successful` turns it into Completed. A reason this table does not know yet (a newer
 * Retell) or none at all is treated like the failures: Dial No Answer.
 */
export function verdictOfEndedCall(call: EndedCallFacts): CallVerdict {
  const reason = call.disconnection_reason ?? '';
  const verdict: CallVerdict = Object.hasOwn(DISCONNECTION_VERDICTS, reason)
    ? DISCONNECTION_VERDICTS[reason as DisconnectionReason]
    : noAnswer;
  if (verdict.kind !== 'placed' || !verdict.conversation) return verdict;
  if (call.call_analysis?.in_voicemail === true) return voicemail;
  if (call.call_analysis?.call_successful === true) {
    return { kind: 'placed', status: 'Completed', conversation: true };
  }
  return verdict;
}
