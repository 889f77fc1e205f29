import os from 'node:os';

export type LiveFigures = {
  load: number;
  accounts: number;
  clientProcesses: number;
  samples: number;
  spacingMs: number;
  rounds: number;
  warmStreams: number;
  memoryRows: string[];
  worstRatio: number;
  worstRssRatio: number;
  worstNetRatio: number;
  latencyRows: string[];
  p99At1000: number;
};

/** The live bench's section of the report, with the ratios and p99 it headlines. */
export function liveReport(f: LiveFigures) {
  const { load, accounts, clientProcesses, samples, spacingMs, memoryRows, latencyRows } = f;
  const { worstRatio, worstRssRatio, worstNetRatio, p99At1000, rounds, warmStreams } = f;
  const busy =
    load > os.cpus().length
      ? `\n**Taken on a busy machine**: load average ${load.toFixed(1)} on ${os.cpus().length} cores (other engineers' test runs), so latencies are pessimistic.\n`
      : `\nLoad average at the start: ${load.toFixed(1)} on ${os.cpus().length} cores.\n`;
  return {
    title: 'Live updates: memory per open stream and event latency',
    worstRatio,
    worstRssRatio,
    worstNetRatio,
    p99At1000,
    body: `
The API runs in its own process, the clients (raw SSE over HTTP, one connection per tab, sessions
minted directly) in others (one for memory, ${clientProcesses} for latency), each with its file-descriptor limit raised to the hard limit. Streams
are spread over ${accounts} accounts; the per-user cap is lifted for the bench.
${busy}
### Memory per idle signed-in stream

Memory each server process gains per stream when the streams are added to it, measured before and
after opening them, each after three forced garbage collections. ${warmStreams.toLocaleString('en-US')} streams are opened first and kept
open in both servers, and both run with the same fixed young generation: what only the first streams
pay (the API's database pool connections, its shared Redis reader, compiled code) and the free pages
a process already holds after start-up land in the baseline, not in the figure. Without that, the
bare server's first 1,000 streams (5 MB of heap) fit in pages it already had, its RSS grew 0–1.4 KB
per stream and the 1,000-stream ratio swung from 5× to infinite between rounds of one run.
Each size runs ${rounds} round${rounds > 1 ? 's' : ''}, API then bare, every server a fresh process; the table shows the median
per-stream figure and, in brackets, the range over the rounds. "Heap" is V8 heap + external + array
buffers; RSS adds native memory (sockets, parsers) and the allocator's slack. The ratio is of the
medians (in brackets: each round's own ratio). Load: the 1-minute load average at each round's start.

Even so, a server's RSS can grow by less than its own live heap when the heap grows into pages V8
already holds free (in RSS from earlier garbage): then RSS does not see the streams at all. "RSS net
of free heap pages" is RSS − V8's heap total + V8's heap used: the streams' live heap plus all
native memory (sockets, parsers, buffers, malloc), without V8's free pages, so it is the same in
every round whatever the process held free.

| streams | API heap per stream | bare heap per stream | API ÷ bare (heap) | API RSS per stream | bare RSS per stream | API ÷ bare (RSS) | API RSS net of free heap pages | bare, same | API ÷ bare (net) | load |
|---|---|---|---|---|---|---|---|---|---|---|
${memoryRows.join('\n')}

Target: RSS per stream under 2× the bare server's.

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
