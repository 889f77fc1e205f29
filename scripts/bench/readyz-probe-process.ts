/**
 * Asks `GET <url>` every 10 ms in its own process (so its CPU is not the server's) from
 * `{type:'start', url}` until `{type:'stop'}`, then answers `{type:'stopped', latencies, failed}`
 * (failed: answers other than 200, e.g. /readyz's 503 when Postgres took over 2 s).
 */
let running = false;
let done: Promise<number[]> = Promise.resolve([]);

let failed = 0;

async function probe(url: string): Promise<number[]> {
  const latencies: number[] = [];
  while (running) {
    const sent = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (res.status !== 200) failed++;
    latencies.push(performance.now() - sent);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return latencies;
}

process.on('message', (message: { type: string; url?: string }) => {
  if (message.type === 'start') {
    running = true;
    done = probe(message.url!);
    process.send!({ type: 'started' });
  }
  if (message.type === 'stop') {
    running = false;
    done.then(
      (latencies) => process.send!({ type: 'stopped', latencies, failed }),
      (error: Error) => process.send!({ type: 'error', message: error.message }),
    );
  }
});
process.send!({ type: 'ready' });
