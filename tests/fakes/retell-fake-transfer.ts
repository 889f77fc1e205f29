type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Reference 1.8: the transfer_call tool's fields, its destinations' and its options'. The warm
// options' fields are elided there ("…"), so any field besides `type` is refused.
const TOOL_KEYS = new Set([
  'type',
  'name',
  'transfer_destination',
  'transfer_option',
  'description',
  'custom_sip_headers',
]);
const DESTINATION_KEYS: Record<string, Set<string>> = {
  predefined: new Set(['type', 'number', 'extension']),
  inferred: new Set(['type', 'prompt']),
};
const OPTION_KEYS: Record<string, Set<string>> = {
  cold_transfer: new Set(['type']),
  warm_transfer: new Set(['type']),
  agentic_warm_transfer: new Set(['type']),
};

const unknownKey = (value: Json, known: Set<string>) =>
  Object.keys(value).find((key) => !known.has(key));

/** Checks an LLM's transfer_call tools as reference 1.8 names them; the 400 message, or null. */
export function transferToolError(tools: unknown): string | null {
  if (!Array.isArray(tools)) return null;
  for (const tool of tools.filter((t) => isObject(t) && t.type === 'transfer_call') as Json[]) {
    const extra = unknownKey(tool, TOOL_KEYS);
    if (extra) return `general_tools.transfer_call.${extra} is not a valid field`;
    const destination = tool.transfer_destination;
    const destinationKeys = isObject(destination)
      ? DESTINATION_KEYS[String(destination.type)]
      : undefined;
    if (!isObject(destination) || !destinationKeys) {
      return 'general_tools.transfer_call.transfer_destination.type is invalid';
    }
    const extraDestination = unknownKey(destination, destinationKeys);
    if (extraDestination) {
      return `general_tools.transfer_call.transfer_destination.${extraDestination} is not a valid field`;
    }
    const option = tool.transfer_option;
    const optionKeys = isObject(option) ? OPTION_KEYS[String(option.type)] : undefined;
    if (!isObject(option) || !optionKeys) {
      return 'general_tools.transfer_call.transfer_option.type is invalid';
    }
    const extraOption = unknownKey(option, optionKeys);
    if (extraOption) {
      return `general_tools.transfer_call.transfer_option.${extraOption} is not named by the reference`;
    }
  }
  return null;
}

/**
 * Where the call's agent would transfer it: its LLM's first transfer_call tool, the destination's
 * `{{var}}` placeholders filled from the call's dynamic variables (a predefined number only).
 * Null when there is no such tool or the number is not E.164 (the transfer is not offered).
 */
export function transferTargetOf(
  call: Json,
  llm: Json | undefined,
): { number: string; cold: boolean } | null {
  const tools = (llm?.general_tools ?? []) as Json[];
  const tool = tools.find((t) => t.type === 'transfer_call');
  const destination = tool?.transfer_destination as Json | undefined;
  if (!tool || destination?.type !== 'predefined') return null;
  const variables = (call.retell_llm_dynamic_variables ?? {}) as Record<string, string>;
  const number = String(destination.number ?? '').replace(
    /\{\{(\w+)\}\}/g,
    (_, name: string) => variables[name] ?? '',
  );
  if (!/^\+\d{8,15}$/.test(number)) return null;
  return { number, cold: (tool.transfer_option as Json).type === 'cold_transfer' };
}

type TransferEvent = 'transfer_started' | 'transfer_bridged' | 'transfer_cancelled';

/**
 * The call object and events of a transfer the rep answers (bridged) or not (cancelled); a cold
 * transfer ends as `call_transfer`. Transfer events only go to an agent subscribed to them
 * (reference 9: agent `webhook_events`); their payload is assumed to be `{event, call}`.
 */
export function transferEnding(
  started: Json,
  ended: Json,
  target: { number: string; cold: boolean },
  answered: boolean,
  subscribed: readonly string[],
): { transferEvents: { event: TransferEvent; call: Json }[]; ended: Json } {
  const reason = target.cold
    ? 'call_transfer'
    : answered
      ? 'transfer_bridged'
      : 'transfer_cancelled';
  const transferred: Json = {
    ...ended,
    disconnection_reason: reason,
    transfer_destination: target.number,
    transfer_end_timestamp: Number(ended.end_timestamp),
  };
  const events: { event: TransferEvent; call: Json }[] = [
    { event: 'transfer_started', call: started },
  ];
  if (!target.cold) {
    events.push({ event: answered ? 'transfer_bridged' : 'transfer_cancelled', call: transferred });
  }
  return {
    transferEvents: events.filter((e) => subscribed.includes(e.event)),
    ended: transferred,
  };
}
