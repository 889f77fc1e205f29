import { createServer } from 'node:http';
import os from 'node:os';
import express from 'express';
import { sql } from 'kysely';
import { createHttpServer } from '../../server/http-server';
import { listSummaries } from '../../server/modules/campaigns/lists/contact-lists.repository';
import type { ServiceUrls } from '../lib/service-urls';
import { type BenchInfra, createBenchInfra } from './bench-env';
import { seedAccountWithSession } from './bench-fixtures';
import type { BenchResult } from './benchmarks';
import { startBenchChild } from './live-children';
import { followPostgresCpu } from './process-cpu';
import { serveHttp } from './serve-http';
import { median } from './stats';

const CONNECTIONS = 50;
const RUNS = 3;
const LISTS = 5;
const PROCEDURE = '/trpc/contacts.lists';

type Figures = { rps: number; p99: number; cpuMs: number; pgMs: number };

/**
 * The floor runs the same single statement through the same pool and answers tRPC's JSON; the
 * bare handler answers that JSON without touching the database.
 */
function floorApps(infra: BenchInfra, accountId: string, json: string) {
  const floor = express();
  floor.get(PROCEDURE, async (_req, res) => {
    res.json({ result: { data: await listSummaries(infra.db, accountId) } });
  });
  const bare = express();
  bare.get(PROCEDURE, (_req, res) => {
    res.type('json').send(json);
  });
  return { floor, bare };
}

/** A few lists of 2,000 contacts, some dialled, as a signed-in user sees them. */
async function seed(infra: BenchInfra) {
  const owner = await seedAccountWithSession(infra.db, infra.config, 'signed-in');
  for (let i = 1; i <= LISTS; i++) {
    const { rows } = await sql<{ id: string }>`
      insert into contact_lists (account_id, name, file_name, contact_count)
      values (${owner.accountId}, ${`List ${i}`}, 'bench.csv', 2000) returning id`.execute(
      infra.db,
    );
    await sql`
      insert into contacts (list_id, account_id, row_number, phone_number, first_name, status)
      select ${rows[0]!.id}, ${owner.accountId}, g, '+1214' || (2000000 + g)::text, 'C' || g,
        (array['Not Called','Not Called','Completed','Dial No Answer','Answered'])[1 + g % 5]
      from generate_series(1, 2000) g`.execute(infra.db);
  }
  return owner;
}

export async function signedInBench(services: ServiceUrls, quick: boolean): Promise<BenchResult> {
  const requests = quick ? 200 : 6_000;
  const infra = await createBenchInfra(services, { LOG_LEVEL: 'silent' });
  const load = startBenchChild('http-load-process.ts', [], process.env);
  const servers: { close(): Promise<void> }[] = [];
  try {
    await load.next('ready');
    const owner = await seed(infra);
    const json = JSON.stringify({
      result: { data: await listSummaries(infra.db, owner.accountId) },
    });
    const apps = floorApps(infra, owner.accountId, json);
    const api = await serveHttp(createHttpServer(infra));
    const floor = await serveHttp(createServer(apps.floor));
    const bare = await serveHttp(createServer(apps.bare));
    servers.push(api, floor, bare);
    const { rows } = await sql<{ db: string }>`select current_database() as db`.execute(infra.db);

    const measure = async (url: string): Promise<Figures> => {
      const postgres = followPostgresCpu(infra.db, rows[0]!.db);
      const cpu = process.cpuUsage();
      const reply = await load.ask(
        {
          type: 'run',
          url: `${url}${PROCEDURE}`,
          headers: { cookie: owner.cookie },
          requests,
          connections: CONNECTIONS,
        },
        'done',
      );
      const used = process.cpuUsage(cpu);
      const pgSeconds = await postgres.stop();
      return {
        rps: Number(reply.rps),
        p99: Number(reply.p99),
        cpuMs: (used.user + used.system) / 1000 / requests,
        pgMs: (pgSeconds * 1000) / requests,
      };
    };
    for (const target of [api, floor, bare]) await measure(target.url); // warm-up
    const runs = { api: [] as Figures[], floor: [] as Figures[], bare: [] as Figures[] };
    const loads: string[] = [];
    for (let run = 0; run < RUNS; run++) {
      loads.push(os.loadavg()[0]!.toFixed(2));
      runs.api.push(await measure(api.url));
      runs.floor.push(await measure(floor.url));
      runs.bare.push(await measure(bare.url));
    }
    return report(runs, loads, requests);
  } finally {
    for (const server of servers) await server.close();
    await load.stop();
    await infra.dispose();
  }
}

function report(
  runs: Record<'api' | 'floor' | 'bare', Figures[]>,
  loads: string[],
  requests: number,
) {
  const m = (key: 'api' | 'floor' | 'bare', field: keyof Figures) =>
    median(runs[key].map((r) => r[field]));
  const ratio = m('api', 'rps') / m('floor', 'rps');
  const row = (label: string, key: 'api' | 'floor' | 'bare') => {
    const rps = runs[key].map((r) => r.rps);
    return `| ${label} | ${Math.min(...rps).toFixed(0)} / **${m(key, 'rps').toFixed(0)}** / ${Math.max(...rps).toFixed(0)} | ${m(key, 'p99').toFixed(1)} ms | ${m(key, 'cpuMs').toFixed(2)} | ${m(key, 'pgMs').toFixed(2)} | ${(m('api', 'rps') / m(key, 'rps')).toFixed(2)}× |`;
  };
  return {
    title: 'Signed-in read: contacts.lists against its floor',
    headline: `contacts.lists ${m('api', 'rps').toFixed(0)} req/s = ${ratio.toFixed(2)}× floor (${m('floor', 'rps').toFixed(0)}), p99 ${m('api', 'p99').toFixed(0)} vs ${m('floor', 'p99').toFixed(0)} ms`,
    body: `
\`GET ${PROCEDURE}\` for a signed-in owner with ${LISTS} lists of 2,000 contacts (60% dialled),
${requests.toLocaleString('en-US')} requests per run, ${CONNECTIONS} in flight from a load generator in its own process;
${RUNS} interleaved runs (1-minute load average before each: ${loads.join(', ')}; above 2 the
machine was busy with other work). CPU per request: the server process and the Postgres backends
of the bench database, medians.

| route | req/s min / **median** / max | p99 | server CPU ms/req | Postgres CPU ms/req | product ÷ this |
|---|---|---|---|---|---|
${row('product: full app (auth, tRPC, logging, metrics)', 'api')}
${row('floor: bare Express, same single SQL, same pool', 'floor')}
${row('bare Express answering the same JSON', 'bare')}

Target (issue 32, must): product ≥ 0.4× the floor (goal 0.6×), p99 ≤ 2× the floor's.
Median ratio **${ratio.toFixed(2)}×**, p99 ${(m('api', 'p99') / m('floor', 'p99')).toFixed(2)}× the floor's.
`,
  };
}
