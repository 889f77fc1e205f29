/**
 * A load generator in its own process (so its CPU is not the server's): `ask({type:'run', url,
 * headers, requests, connections})` answers
 * (connections = requests in flight, over keep-alive) `{type:'done', rps, p99, median}`;
 * `ask({type:'paced', url, rate, posts})` posts at `rate` per second and answers
 * `{type:'paced-done', sentAt, seconds, failed}` (when each post was sent, by its id).
 */
type Run = {
  url: string;
  headers: Record<string, string>;
  requests: number;
  connections: number;
  /** POSTs these bodies, one per request, each with its own extra headers (e.g. a signature). */
  posts?: { body: string; headers: Record<string, string> }[];
  expect?: number;
};

async function run({ url, headers, requests, connections, posts, expect = 200 }: Run) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const lane = async () => {
    while (next < requests) {
      const post = posts?.[next];
      next++;
      const sent = performance.now();
      const res = await fetch(
        url,
        post
          ? { method: 'POST', headers: { ...headers, ...post.headers }, body: post.body }
          : { headers },
      );
      await res.arrayBuffer();
      if (res.status !== expect) throw new Error(`${url} answered ${res.status}`);
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: connections }, lane));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)]!;
  return { rps: requests / seconds, median: at(0.5), p99: at(0.99) };
}

type Paced = {
  url: string;
  rate: number;
  posts: { id: string; body: string; headers: Record<string, string> }[];
  maxInFlight: number;
  expect: number;
};

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

async function paced({ url, rate, posts, maxInFlight, expect }: Paced) {
  const sentAt: [string, number][] = [];
  const started = performance.now();
  let next = 0;
  let inFlight = 0;
  let failed = 0;
  while (next < posts.length) {
    const due = Math.min(posts.length, Math.floor(((performance.now() - started) / 1000) * rate));
    while (next < due && inFlight < maxInFlight) {
      const { id, body, headers } = posts[next++]!;
      inFlight++;
      sentAt.push([id, Date.now()]);
      void fetch(url, { method: 'POST', headers, body })
        .then(async (res) => {
          await res.arrayBuffer();
          if (res.status !== expect) failed++;
        })
        .catch(() => failed++)
        .finally(() => inFlight--);
    }
    await tick();
  }
  while (inFlight > 0) await tick();
  return { sentAt, seconds: (performance.now() - started) / 1000, failed };
}

process.on('message', (message: Paced & { type: string }) => {
  if (message.type !== 'paced') return;
  paced(message).then(
    (result) => process.send!({ type: 'paced-done', ...result }),
    (error: Error) => process.send!({ type: 'error', message: error.message }),
  );
});

process.on('message', (message: Run & { type: string }) => {
  if (message.type !== 'run') return;
  run(message).then(
    (result) => process.send!({ type: 'done', ...result }),
    (error: Error) => process.send!({ type: 'error', message: error.message }),
  );
});
process.send!({ type: 'ready' });
