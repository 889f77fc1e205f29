import os from 'node:os';

export type LiveFigures = {
  load: number;
  accounts: number;
  clientProcesses: number;
  samples: number;
  spacingMs: number;
  memoryRows: string[];
  worstRatio: number;
  rssRatioAtLargest: number;
  latencyRows: string[];
  p99At1000: number;
};

/** The live bench's section of the report, with the ratios and p99 it headlines. */
export function liveReport(f: LiveFigures) {
  const { load, accounts, clientProcesses, samples, spacingMs, memoryRows, latencyRows } = f;
  const { worstRatio, rssRatioAtLargest, p99At1000 } = f;
  const busy =
    load > os.cpus().length
      ? `\n**Taken on a busy machine**: load average ${load.toFixed(1)} on ${os.cpus().length} cores (other engineers' test runs), so latencies are pessimistic.\n`
      : `\nLoad average at the start: ${load.toFixed(1)} on ${os.cpus().length} cores.\n`;
  return {
    title: 'Live updates: memory per open stream and event latency',
    worstRatio,
    rssRatioAtLargest,
    p99At1000,
    body: `
The API runs in its own process, the clients (raw SSE over HTTP, one connection per tab, sessions
minted directly) in others (one for memory, ${clientProcesses} for latency), each with its file-descriptor limit raised to the hard limit. Streams
are spread over ${accounts} accounts; the per-user cap is lifted for the bench.
${busy}
### Memory per idle signed-in stream

Memory each server process gains holding the streams open, measured before and after opening them,
each after three forced garbage collections. "Heap" is V8 heap + external + array buffers: every
object a stream costs in JavaScript, counted exactly. RSS adds native memory (sockets, parsers, the
same in both) and the allocator's slack: at 1,000 streams the bare server's RSS grows less than its
own heap (it fills pages it already had), so the RSS ratio there says more about page reuse than
about streams; at 10,000 the two agree.

| streams | API heap per stream | bare heap per stream | API ÷ bare (heap) | API RSS | bare RSS | API ÷ bare (RSS) |
|---|---|---|---|---|---|---|
${memoryRows.join('\n')}

Target: under 2× the bare server.

### Publish-to-arrival latency

Each tick publishes one event per account the way the worker publishes a round's recorded outcomes
(\`publishAccountEvents\`: one pipelined XADD per account), stamped with the time the tick starts;
each client records when it arrives. ${samples} events per
account, ${spacingMs} ms apart (all accounts at each tick); every client of an account receives every
event of it.

| clients | accounts | arrivals | p50 | p99 | max | API fan-out per read, p50 / p99 |
|---|---|---|---|---|---|---|
${latencyRows.join('\n')}

Target: p99 under 50 ms at 1,000 clients.

The last column is the API's own share (\`stormdialer_event_fanout_seconds\`): from the shared
reader's XREAD reply to the last tab's socket write. The rest of an arrival's time is the kernel
and the client processes, which share the machine's ${os.cpus().length} cores with the API, Postgres and Redis.

Reading: one Redis reader connection per API process serves every tab (the issue measured
~287 KB per stream when each held its own connection, and ~92 KB per stream through tRPC's SSE path
with the shared reader). A signed-in tab is now served before Express on the Node response
(\`server/modules/events/account-stream.route.ts\`): per tab it holds the response, an
\`SseTab\`, an \`AccountStream\` and a \`Follow\`, with no closures (the server runs under tsx, whose
kept function names give every closure its own property store), and each event is serialised
once for all the tabs of its account.`,
  };
}
