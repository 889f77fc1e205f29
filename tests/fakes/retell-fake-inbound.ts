import { randomBytes } from 'node:crypto';
import { sign } from 'retell-sdk';

type Json = Record<string, unknown>;

export type InboundRing = {
  fromNumber: string;
  toNumber: string;
  /** The key Retell signs with (the account's); default: the fake's first key. */
  apiKey?: string;
};

/** What became of a ring: the call the fake then plays, or why nobody answered. */
export type InboundRingResult =
  | { answered: true; call: Json; webhookStatus: number | null }
  | { answered: false; reason: string; webhookStatus: number | null };

/**
 * Rings one of the fake's numbers as a homeowner calling back would (reference open-questions.md,
 * inbound webhook): posts the signed `call_inbound` to the number's `inbound_webhook_url`, tries up
 * to 3 times, and answers with the agent the answer names, else the number's inbound agent; with
 * neither, nobody answers (Retell hangs up).
 */
export async function ringNumber(
  number: Json | undefined,
  ring: InboundRing & { apiKey: string },
): Promise<InboundRingResult> {
  if (!number) return { answered: false, reason: 'unknown number', webhookStatus: null };
  const fallbackAgent = ((number.inbound_agents ?? []) as Json[])[0]?.agent_id as
    | string
    | undefined;
  let answer: Json = {};
  let webhookStatus: number | null = null;
  const url = number.inbound_webhook_url as string | undefined;
  if (url) {
    const body = JSON.stringify({
      event: 'call_inbound',
      call_inbound: { from_number: ring.fromNumber, to_number: ring.toNumber },
    });
    for (let attempt = 0; attempt < 3; attempt++) {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-retell-signature': await sign(body, ring.apiKey),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      }).catch(() => null);
      webhookStatus = res?.status ?? 0;
      if (res?.ok) {
        answer = (((await res.json()) as Json).call_inbound ?? {}) as Json;
        break;
      }
    }
  }
  const agentId = (answer.override_agent_id as string | undefined) ?? fallbackAgent;
  if (!agentId) return { answered: false, reason: 'no inbound agent', webhookStatus };
  const call: Json = {
    call_id: `call_${randomBytes(12).toString('hex')}`,
    call_type: 'phone_call',
    direction: 'inbound',
    agent_id: agentId,
    agent_version: 0,
    call_status: 'registered',
    from_number: ring.fromNumber,
    to_number: ring.toNumber,
    ...(answer.metadata !== undefined && { metadata: answer.metadata }),
    ...(answer.dynamic_variables !== undefined && {
      retell_llm_dynamic_variables: answer.dynamic_variables,
    }),
  };
  return { answered: true, call, webhookStatus };
}
