/** The first SSE message of a stream (tRPC's `connected` event, or an error when refused). */
export async function firstSseMessage(url: string, cookie?: string): Promise<string> {
  const aborter = new AbortController();
  const res = await fetch(url, { headers: cookie ? { cookie } : {}, signal: aborter.signal });
  const reader = res.body!.getReader();
  let text = '';
  while (!text.includes('\n\n')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  aborter.abort();
  return text;
}
