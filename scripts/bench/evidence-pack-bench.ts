import { createServer } from 'node:http';
import os from 'node:os';
import cookieParser from 'cookie-parser';
import express from 'express';
import { userFromRequest } from '../../server/auth/request-user';
import { createHttpServer } from '../../server/http-server';
import {
  dialsPageOf,
  evidenceHistoryOf,
} from '../../server/modules/campaigns/evidence/evidence-pack.service';
import type { ServiceUrls } from '../lib/service-urls';
import { type BenchInfra, createBenchInfra } from './bench-env';
import { seedAccountWithSession } from './bench-fixtures';
import type { BenchResult } from './benchmarks';
import { seedDialRecords } from './evidence-pack-fixtures';
import { startBenchChild } from './live-children';
import { serveHttp } from './serve-http';
import { median, ms, type Summary, summaryRow, timeSamples } from './stats';

const NUMBER = '+12145550199';
const CONNECTIONS = 10;
const RUNS = 3;
const PACK_PATH = `/trpc/evidence.pack?input=${encodeURIComponent(JSON.stringify({ number: NUMBER }))}`;

/** The pack's queries (history and first page), nothing else: no session, no tRPC, no logging. */
const packQueries = (infra: BenchInfra, accountId: string) =>
  Promise.all([
    evidenceHistoryOf(infra, accountId, NUMBER),
    dialsPageOf(infra, accountId, NUMBER, null),
  ]);

/** The floor: the session check and owners-only the route does, then the same queries. */
function floorApp(infra: BenchInfra) {
  const floor = express();
  floor.use(cookieParser());
  floor.get('/trpc/evidence.pack', async (req, res) => {
    const user = await userFromRequest(req, infra);
    if (!user) return void res.status(401).end();
    if (user.role !== 'owner') return void res.status(403).end();
    const [history, dials] = await packQueries(infra, user.accountId);
    res.json({ result: { data: { ...history, dials } } });
  });
  return floor;
}

type Figures = { rps: number; p99: number; median: number };
type Route = 'api' | 'floor' | 'apiAlone';

/** Seconds and megabytes of the whole download (every record of the number). */
async function timeDownload(url: string, cookie: string) {
  const started = performance.now();
  const res = await fetch(`${url}/api/evidence/${encodeURIComponent(NUMBER)}.json`, {
    headers: { cookie },
  });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`download answered ${res.status}`);
  const records = (JSON.parse(body) as { dials: unknown[] }).dials.length;
  return { seconds: (performance.now() - started) / 1000, mb: body.length / 1e6, records };
}

export async function evidencePackBench(
  services: ServiceUrls,
  quick: boolean,
): Promise<BenchResult> {
  const total = quick ? 20_000 : 1_000_000;
  const requests = quick ? 50 : 1_000;
  const infra = await createBenchInfra(services, { LOG_LEVEL: 'silent' });
  const load = startBenchChild('http-load-process.ts', [], process.env);
  const servers: { close(): Promise<void> }[] = [];
  try {
    await load.next('ready');
    const owner = await seedAccountWithSession(infra.db, infra.config, 'evidence');
    const seeded = await seedDialRecords(infra.db, owner.accountId, NUMBER, total);
    const api = await serveHttp(createHttpServer(infra));
    const floor = await serveHttp(createServer(floorApp(infra)));
    servers.push(api, floor);
    const measure = async (url: string, connections = CONNECTIONS): Promise<Figures> => {
      const reply = await load.ask(
        {
          type: 'run',
          url: `${url}${PACK_PATH}`,
          headers: { cookie: owner.cookie },
          requests: connections === 1 ? Math.ceil(requests / 5) : requests,
          connections,
        },
        'done',
      );
      return { rps: Number(reply.rps), p99: Number(reply.p99), median: Number(reply.median) };
    };
    for (const target of [api, floor]) await measure(target.url); // warm-up
    const runs: Record<Route, Figures[]> = { api: [], floor: [], apiAlone: [] };
    const loads: string[] = [];
    for (let run = 0; run < RUNS; run++) {
      loads.push(os.loadavg()[0]!.toFixed(2));
      runs.api.push(await measure(api.url));
      runs.floor.push(await measure(floor.url));
      runs.apiAlone.push(await measure(api.url, 1));
    }
    const direct = await timeSamples(quick ? 20 : 200, () => packQueries(infra, owner.accountId));
    const download = await timeDownload(api.url, owner.cookie);
    return report({ runs, loads, requests, total, seeded, direct, download });
  } finally {
    for (const server of servers) await server.close();
    await load.stop();
    await infra.dispose();
  }
}

function report(r: {
  runs: Record<Route, Figures[]>;
  loads: string[];
  requests: number;
  total: number;
  seeded: { ofNumber: number };
  direct: Summary;
  download: { seconds: number; mb: number; records: number };
}): BenchResult {
  const m = (key: Route, field: keyof Figures) => median(r.runs[key].map((x) => x[field]));
  const row = (label: string, key: Route) => {
    const p99s = r.runs[key].map((x) => x.p99);
    return `| ${label} | ${ms(m(key, 'median'))} | ${Math.min(...p99s).toFixed(1)} / **${m(key, 'p99').toFixed(1)}** / ${Math.max(...p99s).toFixed(1)} ms | ${m(key, 'rps').toFixed(0)} |`;
  };
  const count = (n: number) => n.toLocaleString('en-US');
  return {
    title: "Evidence pack: a number's first page with 1M dial records in the account",
    headline: `evidence.pack p99 ${m('api', 'p99').toFixed(1)} ms at ${CONNECTIONS} in flight (floor ${m('floor', 'p99').toFixed(1)} ms), ${m('apiAlone', 'p99').toFixed(1)} ms one at a time, download of ${count(r.download.records)} records ${r.download.seconds.toFixed(1)} s`,
    body: `
One account with ${count(r.total)} dial records (inserted by generate_series as the database's
owner), ${count(r.seeded.ofNumber)} of them for one number with their calls, the rest over 50,000
other numbers; a few consent events and do-not-call changes for the number. \`GET ${PACK_PATH.split('?')[0]}\`
(the number's consent and do-not-call history and its 50 newest dial records with their calls)
signed in as the owner, ${count(r.requests)} requests per run with ${CONNECTIONS} in flight (and a fifth of
that one at a time) from a load generator in its own process; ${RUNS} interleaved runs (1-minute load average before each:
${r.loads.join(', ')}; the machine had 2 cores and other work running).

| route | median | p99 min / **median** / max | req/s (median) |
|---|---|---|---|
${row('product: full app (session, tRPC, owner check, number normalising)', 'api')}
${row('floor: bare Express, session check and owners-only, the same SQL queries, same pool', 'floor')}
${row('product, one request at a time (one owner reading packs)', 'apiAlone')}

The same queries in process, one at a time (no HTTP):

| query | min | median | p99 | max |
|---|---|---|---|---|
${summaryRow('history + first page of 50 records', r.direct)}

The whole download (\`/api/evidence/<number>.json\`, records streamed 2,000 at a time): ${count(r.download.records)}
records, ${r.download.mb.toFixed(1)} MB in ${r.download.seconds.toFixed(1)} s, once.

Target (issue 46): the pack's first page p99 < 1 s at 1,000,000 records in the account. The
records are read newest first from \`dial_records_number_idx\` (account, number, id desc; migration
0089), so a page costs the same however many records the account or the number has.`,
  };
}
