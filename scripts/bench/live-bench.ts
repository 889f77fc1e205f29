import os from 'node:os';
import { AccountEvents, publishAccountEvents } from '../../server/events/publish-events';
import { deleteKeysWithPrefix } from '../../tests/helpers/redis-keys';
import type { ServiceUrls } from '../lib/service-urls';
import { type BenchInfra, createBenchInfra } from './bench-env';
import { seedAccountWithSession } from './bench-fixtures';
import { liveReport } from './live-bench-report';
import { type BenchChild, pause, startBenchChild } from './live-children';
import { median, ms, summarize } from './stats';

type Seeded = { accountId: string; cookie: string };

const API_PATH = '/trpc/events.account';
const SEMI_SPACE_MB = 16;

async function seed(infra: BenchInfra, accounts: number): Promise<Seeded[]> {
  const seeded: Seeded[] = [];
  for (let i = 0; i < accounts; i++) {
    seeded.push(await seedAccountWithSession(infra.db, infra.config, `live-${i}-${Date.now()}`));
  }
  return seeded;
}

/** `clients` cookies spread round-robin over the first `accounts` seeded accounts. */
const cookiesFor = (seeded: Seeded[], clients: number, accounts: number) =>
  Array.from({ length: clients }, (_, i) => seeded[i % accounts]!.cookie);

async function startServer(kind: 'api' | 'bare', env: NodeJS.ProcessEnv) {
  const args = kind === 'bare' ? ['bare'] : [];
  // The same fixed young generation in both: V8 otherwise grows it on its own schedule, and the
  // pages it commits on the way land in one server's RSS delta and not the other's.
  const child = startBenchChild('live-server-process.ts', args, env, [
    '--expose-gc',
    `--min-semi-space-size=${SEMI_SPACE_MB}`,
    `--max-semi-space-size=${SEMI_SPACE_MB}`,
  ]);
  const { port } = await child.next('listening');
  return { child, url: `http://127.0.0.1:${port}` };
}

type Memory = { rss: number; heapUsed: number; rssNet: number };
const memoryOf = async (server: BenchChild) =>
  (await server.ask({ type: 'memory' }, 'memory')) as unknown as Memory;

/**
 * Memory a server gains per stream when `cookies.length` idle streams are added to it. `warm`
 * streams are opened first and kept open: what the first stream alone pays (the database pool's
 * connections, the shared Redis reader, compiled code) lands in the baseline, not in the ratio.
 */
async function memoryPerStream(server: BenchChild, url: string, warm: string[], cookies: string[]) {
  const clients = startBenchChild('live-clients-process.ts', [], process.env);
  try {
    await clients.ask({ type: 'connect', url, cookies: warm, concurrency: 50 }, 'connected');
    await pause(1_000);
    const before = await memoryOf(server);
    await clients.ask({ type: 'connect', url, cookies, concurrency: 50 }, 'connected');
    await pause(2_000);
    const after = await memoryOf(server);
    await clients.ask({ type: 'close' }, 'closed');
    return {
      before: before.rss,
      after: after.rss,
      perStream: (after.rss - before.rss) / cookies.length,
      netPerStream: (after.rssNet - before.rssNet) / cookies.length,
      heapPerStream: (after.heapUsed - before.heapUsed) / cookies.length,
    };
  } finally {
    await clients.stop();
  }
}

/**
 * Browsers receive in parallel; one client process would read 1,000 sockets one after another and
 * add its own queue to the latency, so the tabs are spread over this many processes.
 */
const CLIENT_PROCESSES = 2;

type FanoutTime = { p50: number; p99: number };

/** Publishes stamped events and collects, per client, the publish-to-arrival time. */
async function latency(
  infra: BenchInfra,
  server: BenchChild,
  url: string,
  seeded: Seeded[],
  clients: number,
  accounts: number,
  samples: number,
  spacingMs: number,
) {
  const children = Array.from({ length: Math.min(CLIENT_PROCESSES, clients) }, () =>
    startBenchChild('live-clients-process.ts', [], process.env),
  );
  const askAll = (message: object, type: string) =>
    Promise.all(children.map((child) => child.ask(message, type)));
  try {
    const cookies = cookiesFor(seeded, clients, accounts);
    await Promise.all(
      children.map((child, i) =>
        child.ask(
          {
            type: 'connect',
            url,
            cookies: cookies.filter((_, n) => n % children.length === i),
            concurrency: 50,
          },
          'connected',
        ),
      ),
    );
    await askAll({ type: 'collect' }, 'latencies');
    await server.ask({ type: 'fanout' }, 'fanout');
    for (let s = 0; s < samples; s++) {
      // One tick of outcomes across the accounts, published as the worker's round publishes them.
      const events = new AccountEvents();
      const stamp = performance.timeOrigin + performance.now();
      for (const { accountId } of seeded.slice(0, accounts)) {
        events.add(accountId, { type: 'list.changed', listId: `bench-${stamp}` });
      }
      await publishAccountEvents(infra, events.byAccount);
      await pause(spacingMs);
    }
    // Wait for every arrival (or give up after 30 s and report how many came).
    const expected = samples * clients;
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; await pause(250)) {
      const counts = await askAll({ type: 'count' }, 'count');
      if (counts.reduce((sum, { count }) => sum + Number(count), 0) >= expected) break;
    }
    const replies = await askAll({ type: 'collect' }, 'latencies');
    const fanout = (await server.ask({ type: 'fanout' }, 'fanout')) as unknown as FanoutTime;
    await askAll({ type: 'close' }, 'closed');
    const got = replies.flatMap(({ samples: some }) => some as number[]);
    return { summary: summarize(got), expected, fanout };
  } finally {
    await Promise.all(children.map((child) => child.stop()));
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function liveSettings(quick: boolean) {
  const sizes = quick ? [20] : [1_000, 10_000];
  const scenarios = quick
    ? [
        { clients: 1, accounts: 1 },
        { clients: 10, accounts: 2 },
      ]
    : [
        { clients: 1, accounts: 1 },
        { clients: 100, accounts: 1 },
        { clients: 1_000, accounts: 1 },
        { clients: 1_000, accounts: 100 },
      ];
  const samples = quick ? 3 : 20;
  const spacingMs = quick ? 100 : 500;
  const rounds = quick ? 1 : 3;
  const warmStreams = quick ? 2 : 1_000;
  return { sizes, scenarios, samples, spacingMs, rounds, warmStreams };
}

const range = (values: number[], format: (n: number) => string) =>
  `${format(Math.min(...values))}–${format(Math.max(...values))}`;

/** One round at one size: a fresh API process, then a fresh bare one, each given the same load. */
async function memoryRound(
  seeded: Seeded[],
  size: number,
  warm: number,
  apiEnv: NodeJS.ProcessEnv,
) {
  const load = os.loadavg()[0]!;
  const api = await startServer('api', apiEnv);
  const apiMem = await memoryPerStream(
    api.child,
    `${api.url}${API_PATH}`,
    cookiesFor(seeded, warm, seeded.length),
    cookiesFor(seeded, size, seeded.length),
  ).finally(() => api.child.stop());
  const bare = await startServer('bare', process.env);
  const bareMem = await memoryPerStream(
    bare.child,
    `${bare.url}/sse`,
    cookiesFor(seeded, warm, 1),
    cookiesFor(seeded, size, 1),
  ).finally(() => bare.child.stop());
  return { api: apiMem, bare: bareMem, load };
}

/**
 * Per stream count: the memory the API gains per stream against a bare SSE server's, the median
 * of `rounds` interleaved rounds (API, bare, API, bare…), each server a fresh process.
 */
async function memoryTable(
  seeded: Seeded[],
  settings: ReturnType<typeof liveSettings>,
  apiEnv: NodeJS.ProcessEnv,
) {
  const memoryRows: string[] = [];
  let worstRatio = 0;
  let worstRssRatio = 0;
  let worstNetRatio = 0;
  for (const size of settings.sizes) {
    const rounds = [];
    for (let r = 0; r < settings.rounds; r++) {
      rounds.push(await memoryRound(seeded, size, settings.warmStreams, apiEnv));
    }
    const apiHeap = median(rounds.map((r) => r.api.heapPerStream));
    const bareHeap = median(rounds.map((r) => r.bare.heapPerStream));
    const apiRss = rounds.map((r) => r.api.perStream);
    const bareRss = rounds.map((r) => r.bare.perStream);
    const apiNet = rounds.map((r) => r.api.netPerStream);
    const bareNet = rounds.map((r) => r.bare.netPerStream);
    const heapRatio = apiHeap / bareHeap;
    const rssRatio = median(apiRss) / median(bareRss);
    const netRatio = median(apiNet) / median(bareNet);
    worstRatio = Math.max(worstRatio, heapRatio);
    worstRssRatio = Math.max(worstRssRatio, rssRatio);
    worstNetRatio = Math.max(worstNetRatio, netRatio);
    const loads = rounds.map((r) => r.load.toFixed(1)).join(', ');
    memoryRows.push(
      `| ${size.toLocaleString('en-US')} | ${kb(apiHeap)} | ${kb(bareHeap)} | ${heapRatio.toFixed(2)}× | ${kb(median(apiRss))} (${range(apiRss, kb)}) | ${kb(median(bareRss))} (${range(bareRss, kb)}) | **${rssRatio.toFixed(2)}×** (${range(
        rounds.map((r) => r.api.perStream / r.bare.perStream),
        (n) => `${n.toFixed(2)}×`,
      )}) | ${kb(median(apiNet))} (${range(apiNet, kb)}) | ${kb(median(bareNet))} (${range(bareNet, kb)}) | **${netRatio.toFixed(2)}×** | ${loads} |`,
    );
  }
  return { memoryRows, worstRatio, worstRssRatio, worstNetRatio };
}

/** Per scenario (clients over accounts): publish-to-arrival latency through one API process. */
async function latencyTable(
  infra: BenchInfra,
  seeded: Seeded[],
  apiEnv: NodeJS.ProcessEnv,
  settings: ReturnType<typeof liveSettings>,
) {
  const { scenarios, samples, spacingMs } = settings;
  const latencyRows: string[] = [];
  let p99At1000 = 0;
  const api = await startServer('api', apiEnv);
  try {
    for (const { clients, accounts } of scenarios) {
      const {
        summary: s,
        expected,
        fanout,
      } = await latency(
        infra,
        api.child,
        api.url + API_PATH,
        seeded,
        clients,
        accounts,
        samples,
        spacingMs,
      );
      if (clients >= 1_000) p99At1000 = Math.max(p99At1000, s.p99);
      latencyRows.push(
        `| ${clients.toLocaleString('en-US')} | ${accounts} | ${s.n} of ${expected} | ${ms(s.median)} | ${ms(s.p99)} | ${ms(s.max)} | ${ms(fanout.p50)} / ${ms(fanout.p99)} |`,
      );
    }
  } finally {
    await api.child.stop();
  }
  return { latencyRows, p99At1000 };
}

export async function liveBench(services: ServiceUrls, quick: boolean) {
  const settings = liveSettings(quick);
  const load = os.loadavg()[0]!;
  const infra = await createBenchInfra(services, { LOG_LEVEL: 'warn' });
  try {
    const seeded = await seed(infra, quick ? 2 : 100);
    // Many tabs per bench user: the per-user cap is lifted so 10,000 streams need 100 sessions.
    const apiEnv = { ...process.env, ...infra.env, LIVE_STREAMS_PER_USER: '1000000' };
    const memory = await memoryTable(seeded, settings, apiEnv);
    const latencies = await latencyTable(infra, seeded, apiEnv, settings);
    return liveReport({
      load,
      accounts: seeded.length,
      clientProcesses: CLIENT_PROCESSES,
      samples: settings.samples,
      spacingMs: settings.spacingMs,
      rounds: settings.rounds,
      warmStreams: settings.warmStreams,
      ...memory,
      ...latencies,
    });
  } finally {
    await infra.dispose();
    await deleteKeysWithPrefix(services.redisUrl, infra.env.QUEUE_PREFIX!);
  }
}
