import type { RetellLlmPayload } from './retell-api';

type RetellTool = NonNullable<RetellLlmPayload['general_tools']>[number];

/**
 * SEAM (reference 1.8 and open-questions: what Retell POSTs to a custom function, and how it signs
 * it, is not documented). The opt-out function relies only on documented facts: a `custom` tool
 * has `url`, `method` and `headers`, and dynamic variables are substituted into tool config
 * (reference 1.3). Each call carries its own signed token as the `{{opt_out_token}}` variable; the
 * tool sends it in a header, and the endpoint needs nothing from Retell's body.
 */
export const OPT_OUT_FUNCTION_NAME = 'stormdialer_opt_out';
export const OPT_OUT_TOKEN_VARIABLE = 'opt_out_token';
export const OPT_OUT_TOKEN_HEADER = 'x-opt-out-token';

/** Where Retell calls the opt-out function: beside the call webhook. */
export const optOutFunctionUrl = (webhookUrl: string) => `${webhookUrl}/functions/opt-out`;

/** The product's opt-out function, on every agent the product writes to Retell. */
export function optOutTool(url: string): RetellTool {
  return {
    type: 'custom',
    name: OPT_OUT_FUNCTION_NAME,
    url,
    method: 'POST',
    description:
      'Call this at once when the person asks not to be called again, to stop the calls, or to be taken off the list. It puts their number on the do-not-call list. Then confirm in one short sentence that they will not be called again, say goodbye and end the call with end_call.',
    headers: { [OPT_OUT_TOKEN_HEADER]: `{{${OPT_OUT_TOKEN_VARIABLE}}}` },
    timeout_ms: 10_000,
    max_retry: 2,
    speak_during_execution: false,
    speak_after_execution: true,
  };
}

/** The end_call tool the opt-out ends the call with (added when the agent has none). */
export const END_CALL_TOOL: RetellTool = {
  type: 'end_call',
  name: 'end_call',
  description: 'End the call when the conversation is over or the person asks to stop.',
};
