import { loadavg } from 'node:os';
import type { ServiceUrls } from '../lib/service-urls';
import { type AppProcesses, startAppProcesses } from './app-processes';
import { type BenchInfra, createBenchInfra } from './bench-env';
import { importFinished, shortRowsCsv, signUpAccount, uploadLarge } from './import-memory-client';
import { copyFloorMs } from './import-memory-floor';
import { startBenchChild } from './live-children';
import { rssMb, sampleRss } from './rss-sampler';
import { median, summarize } from './stats';

type Phase = {
  api: number;
  worker: number;
  apiIdle: number;
  workerIdle: number;
  p99: number;
  readyzFailed: number;
};
type Run = { one: Phase & { rowsPerSecond: number }; three: Phase; floor: number; load: string };

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/** Both processes' RSS once signed up, before any upload: every phase's growth is over this. */
function idleRss(app: AppProcesses) {
  return { api: rssMb(app.apiPid)!, worker: rssMb(app.workerPid)! };
}

/** Imports `files` at once (one per account) while RSS and /readyz are sampled. */
async function phase(
  infra: BenchInfra,
  app: AppProcesses,
  cookies: string[],
  file: string,
  idle: { api: number; worker: number },
) {
  const probe = startBenchChild('readyz-probe-process.ts', [], process.env);
  await probe.next('ready');
  const rss = sampleRss({ api: app.apiPid, worker: app.workerPid }, idle);
  await probe.ask({ type: 'start', url: `${app.baseUrl}/readyz` }, 'started');
  const started = performance.now();
  const ids = await Promise.all(cookies.map((cookie) => uploadLarge(app.baseUrl, cookie, file)));
  const lists = await Promise.all(ids.map((id) => importFinished(infra.db, id)));
  const seconds = (performance.now() - started) / 1000;
  const { latencies, failed } = (await probe.ask({ type: 'stop' }, 'stopped')) as unknown as {
    latencies: number[];
    failed: number;
  };
  await probe.stop();
  const { api, worker } = rss.stop();
  const result: Phase = {
    api: api.growth,
    worker: worker.growth,
    apiIdle: api.idle,
    workerIdle: worker.idle,
    p99: summarize(latencies).p99,
    readyzFailed: failed,
  };
  return { result, seconds, listId: lists[0]!.listId };
}

async function oneRun(services: ServiceUrls, file: string, rows: number): Promise<Run> {
  const infra = await createBenchInfra(services);
  const loadAtStart = load();
  const app = await startAppProcesses(infra.env);
  try {
    const cookies = await Promise.all(
      [0, 1, 2].map((i) => signUpAccount(app.baseUrl, `mem-${i}-${Date.now()}`)),
    );
    const idle = idleRss(app);
    const one = await phase(infra, app, cookies.slice(0, 1), file, idle);
    const floorMs = await copyFloorMs(infra.env.DATABASE_URL!, one.listId);
    const three = await phase(infra, app, cookies, file, idle);
    return {
      one: { ...one.result, rowsPerSecond: rows / one.seconds },
      three: three.result,
      floor: rows / (floorMs / 1000),
      load: `${loadAtStart} → ${load()}`,
    };
  } finally {
    await app.stop();
    await infra.dispose();
  }
}

export async function importMemoryBench(services: ServiceUrls, quick: boolean) {
  // Quick: just over the 1 MB inline limit, so the file still goes through the worker.
  const rows = quick ? 80_000 : 650_000;
  const runs = quick ? 1 : Number(process.env.IMPORT_MEMORY_RUNS ?? 3);
  const file = shortRowsCsv(rows);
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) {
    results.push(await oneRun(services, file, rows));
    console.log(`[bench] import-memory run ${i + 1}: ${JSON.stringify(results.at(-1))}`);
  }
  const med = (pick: (run: Run) => number) => median(results.map(pick));
  return { rows, bytes: Buffer.byteLength(file), results, med };
}
