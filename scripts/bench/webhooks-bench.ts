import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { sql } from 'kysely';
import { sign } from 'retell-sdk';
import { signAccessToken } from '../../server/auth/access-token';
import type { SessionUser } from '../../server/auth/session-user';
import { createHttpServer } from '../../server/http-server';
import { storeSecret } from '../../server/modules/api-keys/api-keys.service';
import { insertSession } from '../../server/modules/auth/sessions.repository';
import { startWorkers } from '../../worker/start-workers';
import type { ServiceUrls } from '../lib/service-urls';
import { createBenchInfra } from './bench-env';
import type { BenchResult } from './benchmarks';
import { ms, summarize } from './stats';

const KEY = 'retell-bench-key';
const CONCURRENCY = 32;

type Server = { url: string; close(): Promise<void> };

async function serve(server: HttpServer): Promise<Server> {
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A bare Express route that reads the raw body and answers 204: the floor to compare with. */
function bareApp(): express.Express {
  const app = express();
  app.post('/api/webhooks/retell', express.raw({ type: '*/*', limit: '2mb' }), (_req, res) => {
    res.status(204).end();
  });
  return app;
}

/** An account with a Retell key, one list and `count` calls in progress placed through Retell. */
async function seedCalls(infra: Awaited<ReturnType<typeof createBenchInfra>>, count: number) {
  const { rows } = await sql<{ account_id: string; user_id: string; list_id: string }>`
    with a as (insert into accounts (name) values ('webhook bench') returning id),
    u as (
      insert into users (account_id, role, email, name, password_hash)
      select id, 'owner', 'bench-' || gen_random_uuid() || '@example.test', 'Bench', 'x' from a
      returning id, account_id
    ),
    l as (
      insert into contact_lists (account_id, name, file_name, contact_count, state)
      select id, 'bench', 'bench.csv', ${count}, 'running' from a returning id, account_id
    )
    select u.account_id, u.id as user_id, l.id as list_id from u, l`.execute(infra.db);
  const seed = rows[0]!;
  await sql`
    with c as (
      insert into contacts (list_id, account_id, row_number, phone_number, first_name, status)
      select ${seed.list_id}, ${seed.account_id}, g, '+1214' || (2000000 + g)::text, 'C' || g,
        'In Progress'
      from generate_series(1, ${count}) g
      returning id, row_number
    )
    insert into calls (account_id, list_id, contact_id, attempt, round_seq, provider, provider_call_id)
    select ${seed.account_id}, ${seed.list_id}, c.id, 1, 1, 'retell', 'call_bench_' || c.row_number
    from c`.execute(infra.db);
  const user: SessionUser = {
    id: seed.user_id,
    accountId: seed.account_id,
    sessionId: '',
    role: 'owner',
    email: 'bench@example.test',
    name: 'Bench',
    avatarUrl: null,
    isAdmin: false,
    emailVerified: true,
  };
  await storeSecret(infra, user, 'retell', KEY, { status: 'valid', message: null });
  return seed;
}

async function signedBodies(count: number, offset: number) {
  const bodies: { body: string; signature: string }[] = [];
  for (let i = 1; i <= count; i++) {
    const body = JSON.stringify({
      event: 'call_ended',
      call: {
        call_id: `call_bench_${offset + i}`,
        call_type: 'phone_call',
        call_status: 'not_connected',
        disconnection_reason: 'dial_no_answer',
        duration_ms: 0,
      },
    });
    bodies.push({ body, signature: await sign(body, KEY) });
  }
  return bodies;
}

/** Posts every body with CONCURRENCY requests in flight; returns requests per second. */
async function throughput(url: string, bodies: { body: string; signature: string }[]) {
  let next = 0;
  const started = performance.now();
  const lane = async () => {
    while (next < bodies.length) {
      const { body, signature } = bodies[next++]!;
      const res = await fetch(`${url}/api/webhooks/retell`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-retell-signature': signature },
        body,
      });
      if (res.status !== 204) throw new Error(`webhook answered ${res.status}`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  return bodies.length / ((performance.now() - started) / 1000);
}

/** Reads SSE `data:` lines of the account stream, calling `onData` with each parsed event. */
async function openStream(url: string, cookie: string, onData: (event: unknown) => void) {
  const aborter = new AbortController();
  const res = await fetch(`${url}/trpc/events.account`, {
    headers: { cookie },
    signal: aborter.signal,
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          for (const line of block.split('\n')) {
            if (line.startsWith('data: ')) onData(JSON.parse(line.slice(6)));
          }
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();
  return () => aborter.abort();
}

export async function webhooksBench(services: ServiceUrls, quick: boolean): Promise<BenchResult> {
  const requests = quick ? 200 : 4_000;
  const latencySamples = quick ? 20 : 200;
  const infra = await createBenchInfra(services, { LOG_LEVEL: 'silent' });
  const api = await serve(createHttpServer(infra));
  const bare = await serve(createServer(bareApp()));
  const workers = await startWorkers(infra);
  try {
    const seed = await seedCalls(infra, requests + latencySamples);
    const bodies = await signedBodies(requests, 0);
    await throughput(bare.url, bodies.slice(0, 50));
    const bareRps = await throughput(bare.url, bodies);
    const apiRps = await throughput(api.url, bodies);

    const sessionId = await insertSession(infra.db, seed.user_id);
    const { token } = await signAccessToken(
      { userId: seed.user_id, sessionId },
      infra.config.auth.jwtSecret,
      900,
    );
    const waiting = new Map<string, (at: number) => void>();
    const close = await openStream(api.url, `sd_access=${token}`, (message) => {
      // tRPC's SSE carries the tracked event itself (or wrapped in `data` by older links).
      const wrapped = message as { data?: unknown };
      const event = (wrapped.data ?? message) as { type?: string; contactId?: string };
      if (event?.type === 'call.ended' && event.contactId) {
        waiting.get(event.contactId)?.(performance.now());
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const contactIds = await infra.db
      .selectFrom('calls')
      .select(['provider_call_id', 'contact_id'])
      .where('list_id', '=', seed.list_id)
      .execute();
    const contactOf = new Map(contactIds.map((c) => [c.provider_call_id, String(c.contact_id)]));
    const latencies: number[] = [];
    for (const { body, signature } of await signedBodies(latencySamples, requests)) {
      const callId = (JSON.parse(body) as { call: { call_id: string } }).call.call_id;
      const arrived = new Promise<number>((resolve) =>
        waiting.set(contactOf.get(callId)!, resolve),
      );
      const sent = performance.now();
      await fetch(`${api.url}/api/webhooks/retell`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-retell-signature': signature },
        body,
      });
      latencies.push((await arrived) - sent);
    }
    close();
    const latency = summarize(latencies);
    return {
      title: 'Signed Retell webhooks: accepted per second, and webhook to browser',
      headline: `${apiRps.toFixed(0)} req/s signed (bare ${bareRps.toFixed(0)}), webhook→browser p99 ${ms(latency.p99)}`,
      body: `
${requests.toLocaleString('en-US')} distinct signed \`call_ended\` deliveries, ${CONCURRENCY} in flight, against the
real API (raw body, signature verified with the account's key by the SDK, stored in Postgres,
job queued) and against a bare Express route with \`express.raw\` answering 204, in the same run.

| route | requests/s |
|---|---|
| bare Express, raw body, 204 | ${bareRps.toFixed(0)} |
| \`POST /api/webhooks/retell\` (verify + store + queue) | ${apiRps.toFixed(0)} |

Webhook to browser: ${latencySamples} deliveries one at a time, from sending the webhook to the
\`call.ended\` event arriving on a signed-in SSE stream (worker records the outcome, the event bus
carries it): median ${ms(latency.median)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)}.
`,
    };
  } finally {
    await workers.close();
    await api.close();
    await bare.close();
    await infra.dispose();
  }
}
