import { sign } from 'retell-sdk';
import { transferEnding } from './retell-fake-transfer';

type Json = Record<string, unknown>;

/** What the fake does with a created call (chosen per callee number, or the fake's default). */
export const RETELL_FAKE_SCENARIOS = [
  'no-answer',
  'busy',
  'voicemail',
  'conversation',
  'booking',
  'concurrency',
  'slow-analysis',
  'lost-analysis',
  'duplicate',
  'out-of-order',
  'lost-answer',
  'unlinked-lost-answer',
  'opt-out',
  'opt-out-function',
  'silent',
  'transfer',
  'transfer-unanswered',
] as const;
export type RetellFakeScenario = (typeof RETELL_FAKE_SCENARIOS)[number];

/** The roofing call fields a scenario's analysis fills: a booked, damaged roof or a polite no. */
function roofingFieldValues(booked: boolean): Json {
  return booked
    ? {
        appointment_booked: true,
        roof_damage_reported: true,
        insurance_claim_filed: 'yes',
        roof_age_years: 14,
        callback_requested: '',
      }
    : {
        appointment_booked: false,
        roof_damage_reported: false,
        insurance_claim_filed: 'unknown',
        callback_requested: '',
      };
}

type Step = {
  event:
    | 'call_started'
    | 'call_ended'
    | 'call_analyzed'
    | 'transfer_started'
    | 'transfer_bridged'
    | 'transfer_cancelled';
  call: Json;
};

/** Where a transfer scenario's agent transfers (null: not offered) and the events it receives. */
export type FakeTransfer = {
  target: { number: string; cold: boolean } | null;
  subscribed: readonly string[];
};

/**
 * The events a scenario plays, in the order it sends them (reference 1.11 and section 9).
 * Recordings are served by the fake itself, at `recordingsBase`.
 */
export function scenarioSteps(
  scenario: RetellFakeScenario,
  call: Json,
  now: number,
  recordingsBase: string,
  /** The message the call leaves when it reaches voicemail (its voicemail option's static text). */
  voicemailMessage: string | null = null,
  transfer: FakeTransfer = { target: null, subscribed: [] },
): Step[] {
  const started = { ...call, call_status: 'ongoing', start_timestamp: now };
  const ended = (reason: string, durationMs: number): Json => ({
    ...started,
    call_status:
      reason.startsWith('dial_') || reason === 'concurrency_limit_reached'
        ? 'not_connected'
        : 'ended',
    end_timestamp: now + durationMs,
    duration_ms: durationMs,
    disconnection_reason: reason,
    transcript: durationMs > 0 ? 'Agent: Hi, this is about your roof.\nUser: Sure, go ahead.' : '',
    recording_url:
      durationMs > 0 ? `${recordingsBase}/recordings/${String(call.call_id)}.wav` : null,
    call_cost: { combined_cost: Math.round(durationMs / 1000) * 2, product_costs: [] },
    latency: { e2e: { p50: 812 } },
  });
  const analysed = (base: Json, analysis: Json): Json => ({ ...base, call_analysis: analysis });
  const noContact = (reason: string): Step[] => {
    const end = ended(reason, 0);
    return [
      { event: 'call_ended', call: end },
      {
        event: 'call_analyzed',
        call: analysed(end, { in_voicemail: false, call_successful: false }),
      },
    ];
  };
  const talk = (successful: boolean, optedOut = false): Step[] => {
    const end = ended('user_hangup', 95_000);
    return [
      { event: 'call_started', call: started },
      { event: 'call_ended', call: end },
      {
        event: 'call_analyzed',
        call: analysed(end, {
          call_successful: successful,
          in_voicemail: false,
          call_summary: successful ? 'Booked a roof inspection.' : 'Homeowner not interested now.',
          user_sentiment: successful ? 'Positive' : 'Neutral',
          // The managed agents' post_call_analysis_data fields (opted_out and the roofing fields).
          custom_analysis_data: { opted_out: optedOut, ...roofingFieldValues(successful) },
        }),
      },
    ];
  };
  switch (scenario) {
    case 'no-answer':
      return noContact('dial_no_answer');
    case 'busy':
      return noContact('dial_busy');
    case 'concurrency':
      return noContact('concurrency_limit_reached');
    case 'voicemail': {
      const end = ended('voicemail_reached', voicemailMessage ? 34_000 : 21_000);
      if (voicemailMessage) end.transcript = `Agent: ${voicemailMessage}`;
      return [
        { event: 'call_started', call: started },
        { event: 'call_ended', call: end },
        {
          event: 'call_analyzed',
          call: analysed(end, { in_voicemail: true, call_successful: false }),
        },
      ];
    }
    case 'conversation':
    case 'slow-analysis':
      return talk(false);
    case 'booking':
    case 'lost-answer':
      return talk(true);
    case 'unlinked-lost-answer':
      return talk(true).map((step) => ({ ...step, call: withoutOurCallId(step.call) }));
    case 'lost-analysis':
      return talk(false).slice(0, 2);
    case 'duplicate':
      return talk(true).flatMap((step) => [step, step]);
    case 'out-of-order':
      return [...talk(true)].reverse();
    case 'opt-out':
      return talk(false, true);
    case 'opt-out-function': {
      // The person opts out; the agent calls its opt-out function (the fake does, before
      // call_ended) and ends the call. The analysis misses it: only the function records it.
      const [started, end, analysed] = talk(false);
      const hungUp: Json = { ...end!.call, disconnection_reason: 'agent_hangup' };
      hungUp.transcript =
        "Agent: If you'd rather not get these calls, just say so.\nUser: Please don't call me again.";
      return [
        started!,
        { event: 'call_ended', call: hungUp },
        { ...analysed!, call: { ...analysed!.call, ...hungUp } },
      ];
    }
    case 'silent':
      return [];
    case 'transfer':
    case 'transfer-unanswered': {
      // The homeowner asks for a person. Without a destination the agent offers none.
      const [first, end, analysed] = talk(scenario === 'transfer');
      if (!transfer.target) return talk(false);
      const answered = scenario === 'transfer';
      const { transferEvents, ended: out } = transferEnding(
        first!.call,
        end!.call,
        transfer.target,
        answered,
        transfer.subscribed,
      );
      return [
        first!,
        ...transferEvents,
        { event: 'call_ended', call: out },
        { ...analysed!, call: { ...analysed!.call, ...out } },
      ];
    }
  }
}

/** The call as Retell reports it when our metadata carried no call id. */
function withoutOurCallId(call: Json): Json {
  const { call_id: _ours, ...metadata } = (call.metadata ?? {}) as Json;
  return { ...call, metadata };
}

/** Posts one event to the agent's webhook, signed as Retell signs it (SDK `sign`). */
export async function postSignedEvent(webhookUrl: string, apiKey: string, step: Step) {
  const body = JSON.stringify({ event: step.event, call: step.call });
  const signature = await sign(body, apiKey);
  const res = await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-retell-signature': signature },
    body,
  });
  return res.status;
}
