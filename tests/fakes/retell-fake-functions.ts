type Json = Record<string, unknown>;

/** A custom function the fake called during a call, and what the endpoint answered. */
export type FakeFunctionCall = { callId: string; name: string; status: number; answer: unknown };

/** `{{name}}` placeholders filled from the call's dynamic variables (reference 1.3). */
function substitute(text: string, variables: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => variables[name] ?? whole);
}

/**
 * The agent calls its opt-out function: the `custom` tool of its LLM whose name ends in
 * `opt_out`, POSTed to its url with its headers, their variables filled in. Retell's own request
 * body and signature are not in the reference: the fake sends `{ name, args, call }` unsigned.
 */
export async function callOptOutFunction(
  call: Json,
  llm: Json | undefined,
): Promise<FakeFunctionCall | null> {
  const tools = (llm?.general_tools ?? []) as Json[];
  const tool = tools.find((t) => t.type === 'custom' && /opt_out$/.test(String(t.name)));
  if (!tool) return null;
  const variables = (call.retell_llm_dynamic_variables ?? {}) as Record<string, string>;
  const headers = Object.fromEntries(
    Object.entries((tool.headers ?? {}) as Record<string, string>).map(([k, v]) => [
      k,
      substitute(v, variables),
    ]),
  );
  const res = await fetch(substitute(String(tool.url), variables), {
    method: String(tool.method ?? 'POST'),
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ name: tool.name, args: {}, call: { call_id: call.call_id } }),
  });
  const text = await res.text();
  return {
    callId: String(call.call_id),
    name: String(tool.name),
    status: res.status,
    answer: text ? (JSON.parse(text) as unknown) : null,
  };
}
