import { sql } from 'kysely';
import { sign } from 'retell-sdk';
import type { BenchInfra } from './bench-env';
import { DRAIN_KEY, type DrainSeed, eventBody, pendingEvents } from './drain-fixtures';
import { type BenchChild, startBenchChild } from './live-children';
import { ms, summarize } from './stats';
import { withinLimit } from './time-limit';

const MAX_IN_FLIGHT = 64;

function parseData(text: string): { data?: unknown } | null {
  try {
    return JSON.parse(text) as { data?: unknown };
  } catch {
    return null;
  }
}

/** Counts `call.ended` events on a signed-in account stream (raw SSE over HTTP). */
async function countEndedOnStream(url: string, cookie: string) {
  const seen = new Set<string>();
  const aborter = new AbortController();
  const res = await fetch(`${url}/trpc/events.account`, {
    headers: { cookie },
    signal: aborter.signal,
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const line of blocks.flatMap((b) => b.split('\n'))) {
        if (!line.startsWith('data: ')) continue;
        const message = parseData(line.slice(6));
        const event = (message?.data ?? message) as { type?: string; callId?: string } | null;
        if (event?.type === 'call.ended' && event.callId) seen.add(event.callId);
      }
    }
  })();
  return { seen, close: () => aborter.abort() };
}

type Sent = { sentAt: Map<string, number>; seconds: number; failed: number };

/** Posts the signed deliveries at `rate` per second from the sender process. */
async function paced(
  sender: BenchChild,
  url: string,
  bodies: { id: string; body: string; signature: string }[],
  rate: number,
): Promise<Sent> {
  const posts = bodies.map(({ id, body, signature }) => ({
    id,
    body,
    headers: { 'content-type': 'application/json', 'x-retell-signature': signature },
  }));
  const reply = await sender.ask(
    {
      type: 'paced',
      url: `${url}/api/webhooks/retell`,
      rate,
      posts,
      maxInFlight: MAX_IN_FLIGHT,
      expect: 204,
    },
    'paced-done',
  );
  const { sentAt, seconds, failed } = reply as unknown as {
    sentAt: [string, number][];
    seconds: number;
    failed: number;
  };
  return { sentAt: new Map(sentAt), seconds, failed };
}

/** The real API in its own process, and a paced sender in another (neither shares the worker's). */
async function startProcesses(infra: BenchInfra) {
  const api = startBenchChild('live-server-process.ts', [], { ...process.env, ...infra.env });
  const sender = startBenchChild('http-load-process.ts', [], process.env);
  const [{ port }] = await Promise.all([api.next('listening'), sender.next('ready')]);
  return {
    url: `http://127.0.0.1:${port}`,
    sender,
    stop: () => Promise.all([api.stop(), sender.stop()]),
  };
}

/**
 * At the drain rate reached, for `seconds`: signed webhooks through the real intake (API in its
 * own process, sent from another) while the worker drains, then webhook → contact status latency (the status write's
 * time − the send time), the backlog when sending stopped, and whether every `call.ended`
 * reached a signed-in live stream.
 */
export async function sustainedIntake(
  infra: BenchInfra,
  seed: DrainSeed,
  options: { rate: number; asked: string; seconds: number; firstRow: number; cookie: string },
) {
  const processes = await startProcesses(infra);
  const { url } = processes;
  const stream = await countEndedOnStream(url, options.cookie);
  try {
    const count = Math.max(1, Math.round(options.rate * options.seconds));
    const bodies = [];
    for (let i = 0; i < count; i++) {
      const id = `call_${seed.size}_${options.firstRow + i}`;
      const { body } = eventBody(id, options.firstRow + i, seed.accountId);
      bodies.push({ id, body, signature: await sign(body, DRAIN_KEY) });
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = await paced(processes.sender, url, bodies, options.rate);
    const backlog = await pendingEvents(infra);
    const settleStarted = performance.now();
    await withinLimit(
      'sustained drain settling',
      120_000,
      (async () => {
        while ((await pendingEvents(infra)) > 0) await new Promise((r) => setTimeout(r, 50));
      })(),
    );
    const settleMs = performance.now() - settleStarted;
    const { rows } = await sql<{ provider_call_id: string; at: Date | null; call_id: string }>`
      select k.provider_call_id, k.id as call_id, c.last_attempt_at as at
      from calls k join contacts c on c.id = k.contact_id
      where k.provider_call_id = any(${bodies.map((b) => b.id)}::text[])`.execute(infra.db);
    const recorded = rows.filter((r) => r.at !== null);
    const latencies = recorded.map((r) => r.at!.getTime() - sent.sentAt.get(r.provider_call_id)!);
    const summary = summarize(latencies);
    // The stream gets a moment to deliver the last events.
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline && rows.some((r) => !stream.seen.has(r.call_id))) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const missing = rows.filter((r) => !stream.seen.has(r.call_id)).length;
    const rate = count / sent.seconds;
    return {
      rate,
      p99: summary.p99,
      report: `Sustained: ${count.toLocaleString('en-US')} signed webhooks through \`POST /api/webhooks/retell\` (API in its own process, sent from another) at ${rate.toFixed(0)}/s for ${sent.seconds.toFixed(0)} s (asked: ${options.rate.toFixed(0)}/s, ${options.asked}), ${sent.failed} refused, while the worker drained them, on the ${seed.size.toLocaleString('en-US')}-contact list.
Webhook → contact status (the contact's status write time − the send time): median ${ms(summary.median)}, p99 **${ms(summary.p99)}**, max ${ms(summary.max)} over ${summary.n} calls${recorded.length < count ? ` (**${count - recorded.length} of ${count} never reached their contact**)` : ''} (target p99 < 1 s: ${summary.p99 < 1000 ? 'met' : '**missed**'}).
Backlog when sending stopped: ${backlog} events, all processed ${ms(settleMs)} later. \`call.ended\` on a signed-in live stream: ${rows.length - missing} of ${rows.length}${missing ? ' (**some missing**)' : ''}.`,
    };
  } finally {
    stream.close();
    await processes.stop();
  }
}
