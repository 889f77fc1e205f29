/** The first SSE message of a stream (tRPC's `connected` event, or an error when refused). */
export async function firstSseMessage(
  url: string,
  cookie?: string,
  timeoutMs = 10_000,
): Promise<string> {
  const aborter = new AbortController();
  const timer = setTimeout(() => aborter.abort(new Error(`no SSE message from ${url}`)), timeoutMs);
  const res = await fetch(url, { headers: cookie ? { cookie } : {}, signal: aborter.signal });
  const reader = res.body!.getReader();
  let text = '';
  while (!text.includes('\n\n')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  clearTimeout(timer);
  aborter.abort();
  return text;
}
