/**
 * The seam for warm transfer to a sales rep (issue #50). Everything we send Retell about a
 * transfer, and everything we read back, goes through this file.
 *
 * What the reference (docs: shared/reference/voice-provider.md) names, and we use as named:
 * - 1.8 tool `transfer_call`: `name`, `transfer_destination` (`{type:"predefined", number,
 *   extension?}` | `{type:"inferred", prompt}`), `transfer_option` (`{type:"cold_transfer"}` |
 *   `{type:"warm_transfer", …}` | …), optional `description`.
 * - 1.3 `retell_llm_dynamic_variables`: strings substituted into `{{var}}` placeholders in the
 *   prompt, begin message and tool config.
 * - 1.4 `disconnection_reason` values `call_transfer`, `transfer_bridged`, `transfer_cancelled`;
 *   call field `transfer_destination`.
 * - 9 webhook event names `transfer_started`, `transfer_bridged`, `transfer_cancelled`,
 *   `transfer_ended` (agent `webhook_events`; default: the call events only).
 *
 * ASSUMED (the reference elides these; nothing below relies on more than stated):
 * - A1 Per-call destination: `{{transfer_rep_number}}` in a predefined destination's `number` is
 *   substituted per call like any tool-config placeholder. The reference does not confirm a
 *   per-call destination.
 * - A2 Warm options: the reference writes `{type:"warm_transfer", …}` and names no other field, so
 *   we send `{type:"warm_transfer"}` only (no whisper/hand-off message, no hold music, no
 *   timeouts). The SDK (5.66.1) types more fields (`private_handoff_option`, …): unverified.
 * - A3 No rep on duty: the destination is empty and `{{transfer_rep_on_duty}}` is "no"; the tool's
 *   description tells the agent not to transfer then. That the agent obeys is the LLM's doing,
 *   not enforced by Retell.
 * - A4 The transfer events' payloads are elided; we do not subscribe to them and do not read them.
 *   Should they arrive, we assume the call events' `{event, call}` shape and take only the name.
 * - A5 `transfer_destination` on the call object has no documented type; we keep it only when it
 *   is a string.
 * - A6 Meaning of the reasons: `transfer_bridged` = the rep answered and the caller was joined;
 *   `transfer_cancelled` = the transfer did not complete; `call_transfer` = transferred, bridging
 *   not reported (e.g. a cold transfer).
 *
 * DECISION: the rep is chosen at dial time. The dispatch takes the rota's rep on duty and sends
 * their number as a dynamic variable (A1); the call row keeps who. Transfer time would need Retell
 * to ask us for a destination mid-call, which the reference does not describe. Cost: a rep on duty
 * when the call was placed may have gone off duty by the minute of the transfer, and every placed
 * call takes a turn of the rota, answered or not.
 */

/** The dynamic variables a call carries for the rep transfer (values are strings: 1.3). */
export const TRANSFER_VARIABLES = {
  number: 'transfer_rep_number',
  name: 'transfer_rep_name',
  onDuty: 'transfer_rep_on_duty',
} as const;

export type TransferRep = { name: string; phoneNumber: string };

/** The `transfer_call` tool of an agent with "Transfer hot leads to a rep" (1.8; A1, A2, A3). */
export function repTransferTool() {
  return {
    type: 'transfer_call' as const,
    name: 'transfer_to_rep',
    description:
      `Only when {{${TRANSFER_VARIABLES.onDuty}}} is "yes": when the homeowner wants an ` +
      `inspection now or asks for a person, tell them you are connecting them with ` +
      `{{${TRANSFER_VARIABLES.name}}} and transfer. Otherwise offer to book a time instead.`,
    transfer_destination: {
      type: 'predefined' as const,
      number: `{{${TRANSFER_VARIABLES.number}}}`,
    },
    transfer_option: { type: 'warm_transfer' as const },
  };
}

/** The call's transfer variables: the rep taken at dial time, or none on duty (A3). */
export function transferVariables(rep: TransferRep | null): Record<string, string> {
  return {
    [TRANSFER_VARIABLES.number]: rep?.phoneNumber ?? '',
    [TRANSFER_VARIABLES.name]: rep?.name ?? '',
    [TRANSFER_VARIABLES.onDuty]: rep ? 'yes' : 'no',
  };
}

export const TRANSFER_OUTCOMES = ['transferred', 'bridged', 'cancelled'] as const;
export type TransferOutcome = (typeof TRANSFER_OUTCOMES)[number];

const OUTCOME_OF_REASON: Record<string, TransferOutcome> = {
  call_transfer: 'transferred',
  transfer_bridged: 'bridged',
  transfer_cancelled: 'cancelled',
};

/**
 * What a webhook says about a transfer (A4, A6): from a transfer event's name, else from the
 * call's disconnection reason. Null: nothing about a transfer.
 */
export function transferReport(
  event: string,
  call: { disconnection_reason?: string | null; transfer_destination?: unknown },
): { outcome: TransferOutcome; destination: string | null } | null {
  const outcome = OUTCOME_OF_REASON[event] ?? OUTCOME_OF_REASON[call.disconnection_reason ?? ''];
  if (!outcome) return null;
  const destination =
    typeof call.transfer_destination === 'string' ? call.transfer_destination.slice(0, 32) : null;
  return { outcome, destination };
}
