import { describe, expect, it } from 'vitest';
import {
  DISCONNECTION_VERDICTS,
  verdictOfEndedCall,
} from '../../../server/integrations/retell/disconnection-outcome';

// The table, row by row: reasons → what the dialer records.
const ROWS: [reasons: string[], expected: ReturnType<typeof verdictOfEndedCall>][] = [
  [
    ['dial_no_answer', 'dial_busy', 'dial_failed', 'user_declined', 'marked_as_spam'],
    { kind: 'placed', status: 'Dial No Answer', conversation: false },
  ],
  [
    ['voicemail_reached', 'ivr_reached'],
    { kind: 'placed', status: 'Reached Voicemail', conversation: false },
  ],
  [
    [
      'user_hangup',
      'agent_hangup',
      'call_transfer',
      'transfer_bridged',
      'inactivity',
      'max_duration_reached',
    ],
    { kind: 'placed', status: 'Answered', conversation: true },
  ],
  [
    ['invalid_destination', 'telephony_provider_permission_denied'],
    { kind: 'placed', status: 'Invalid Number', conversation: false },
  ],
  [['concurrency_limit_reached', 'no_concurrency_fallback'], { kind: 'not-placed', pause: false }],
  [['no_valid_payment'], { kind: 'not-placed', pause: true }],
  [
    [
      'error_llm_websocket_open',
      'error_llm_websocket_lost_connection',
      'error_llm_websocket_runtime',
      'error_llm_websocket_corrupt_payload',
      'error_no_audio_received',
      'error_asr',
      'error_retell',
      'error_unknown',
      'error_user_not_joined',
      'sip_routing_error',
      'telephony_provider_unavailable',
      'registered_call_timeout',
      'scam_detected',
      'manual_stopped',
      'call_take_over',
      'transfer_cancelled',
    ],
    { kind: 'placed', status: 'Dial No Answer', conversation: false },
  ],
];

describe('Retell disconnection reasons → dialer verdicts', () => {
  for (const [reasons, expected] of ROWS) {
    for (const reason of reasons) {
      it(`${reason} → ${expected.kind === 'placed' ? expected.status : 'not placed'}`, () => {
        expect(verdictOfEndedCall({ disconnection_reason: reason })).toEqual(expected);
      });
    }
  }

  it('the table covers exactly the reasons of the issue, each once', () => {
    const listed = ROWS.flatMap(([reasons]) => reasons).sort();
    expect(Object.keys(DISCONNECTION_VERDICTS).sort()).toEqual(listed);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('a conversation the analysis calls successful is Completed', () => {
    const call = { disconnection_reason: 'agent_hangup', call_analysis: { call_successful: true } };
    expect(verdictOfEndedCall(call)).toEqual({
      kind: 'placed',
      status: 'Completed',
      conversation: true,
    });
  });

  it('a conversation the analysis says was a voicemail is Reached Voicemail', () => {
    const call = {
      disconnection_reason: 'user_hangup',
      call_analysis: { in_voicemail: true, call_successful: true },
    };
    expect(verdictOfEndedCall(call)).toMatchObject({ status: 'Reached Voicemail' });
  });

  it('in_voicemail does not turn a call nobody answered into a voicemail', () => {
    const call = { disconnection_reason: 'dial_no_answer', call_analysis: { in_voicemail: true } };
    expect(verdictOfEndedCall(call)).toMatchObject({ status: 'Dial No Answer' });
  });

  it('an unknown or missing reason is Dial No Answer', () => {
    expect(verdictOfEndedCall({ disconnection_reason: 'something_new' })).toMatchObject({
      status: 'Dial No Answer',
    });
    expect(verdictOfEndedCall({})).toMatchObject({ status: 'Dial No Answer' });
    expect(verdictOfEndedCall({ disconnection_reason: 'toString' })).toMatchObject({
      status: 'Dial No Answer',
    });
  });
});
