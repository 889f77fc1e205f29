type Json = Record<string, unknown>;

const OVERRIDE_KEYS = new Set(['agent', 'retell_llm', 'conversation_flow']);
const VOICEMAIL_ACTIONS = new Set(['prompt', 'static_text', 'hangup', 'bridge_transfer']);

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks a create-call `agent_override` as the reference describes it (1.3: `{ agent?,
 * retell_llm?, conversation_flow? }`; 1.7: `voicemail_option.action` one of prompt/static_text
 * with `text`, hangup, bridge_transfer). Returns the 400 message, or null when it is well formed.
 */
export function agentOverrideError(override: unknown): string | null {
  if (override === undefined) return null;
  if (!isObject(override)) return 'agent_override must be an object';
  const unknown = Object.keys(override).find((key) => !OVERRIDE_KEYS.has(key));
  if (unknown) return `agent_override.${unknown} is not a valid override`;
  const option = isObject(override.agent) ? override.agent.voicemail_option : undefined;
  if (option === undefined || option === null) return null;
  const action = isObject(option) && isObject(option.action) ? option.action : null;
  if (!action || !VOICEMAIL_ACTIONS.has(String(action.type))) {
    return 'agent_override.agent.voicemail_option.action.type is invalid';
  }
  if ((action.type === 'prompt' || action.type === 'static_text') && !action.text) {
    return 'agent_override.agent.voicemail_option.action.text is required';
  }
  return null;
}

/** The voicemail option a call runs with: its override's, else its agent's (null: none). */
export function effectiveVoicemailOption(call: Json, agent: Json | undefined): Json | null {
  const override = (call.agent_override as Json | undefined)?.agent as Json | undefined;
  if (override && 'voicemail_option' in override) {
    return (override.voicemail_option as Json | null) ?? null;
  }
  return (agent?.voicemail_option as Json | null | undefined) ?? null;
}

/** The static message a call leaves on voicemail, if its option says to leave one. */
export function voicemailTextOf(option: Json | null): string | null {
  const action = option?.action as Json | undefined;
  return action?.type === 'static_text' ? String(action.text) : null;
}
