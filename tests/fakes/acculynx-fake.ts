import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/** One request as the fake received it, with the status it answered. */
export type AcculynxFakeRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  status: number;
  at: number;
};

export type AcculynxFakeOptions = {
  apiKeys?: string[];
  /** AccuLynx: 30 requests/s per IP, then a ban; 10 requests/s per key (reference, storm data). */
  perIpPerSecond?: number;
  perKeyPerSecond?: number;
  /** How long an IP stays banned after passing the per-IP limit ("~30 s to minutes"). */
  banMs?: number;
};

export type AcculynxFake = {
  url: string;
  requests: AcculynxFakeRequest[];
  apiKeys: Set<string>;
  /** Shortens (or lengthens) the ban for the following bans. */
  setBanMs(ms: number): void;
  /** Whether 127.0.0.1 is banned right now. */
  banned(): boolean;
  /** Forgets every ban and the requests of the last second, as if time had passed. */
  resetLimits(): void;
  close(): Promise<void>;
};

const WINDOW_MS = 1000;

/** Request times of the last second per client (IP or key), pruned as it goes. */
class SlidingWindow {
  private readonly hits = new Map<string, number[]>();

  /** Records a hit and answers how many fell in the last second, this one included. */
  hit(who: string, now: number): number {
    const recent = (this.hits.get(who) ?? []).filter((t) => now - t < WINDOW_MS);
    recent.push(now);
    this.hits.set(who, recent);
    return recent.length;
  }

  clear(): void {
    this.hits.clear();
  }
}

/**
 * A local stand-in for AccuLynx API v2 (`/api/v2`, `Authorization: Bearer <key>`): the jobs list
 * for the key check, and AccuLynx's documented rate limits, so a client's backoff can be proven.
 */
export async function startAcculynxFake(options: AcculynxFakeOptions = {}): Promise<AcculynxFake> {
  const keys = new Set(options.apiKeys ?? ['acculynx-test-key']);
  const perIp = options.perIpPerSecond ?? 30;
  const perKey = options.perKeyPerSecond ?? 10;
  let banMs = options.banMs ?? 30_000;
  const requests: AcculynxFakeRequest[] = [];
  const byIp = new SlidingWindow();
  const byKey = new SlidingWindow();
  const bannedUntil = new Map<string, number>();

  const server = createServer((req, res) => {
    const now = Date.now();
    const url = new URL(req.url ?? '/', 'http://fake');
    const ip = req.socket.remoteAddress ?? 'unknown';
    const bearer = req.headers.authorization?.replace(/^Bearer /, '');
    const reply = (status: number, body: unknown) => {
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        authorization: req.headers.authorization,
        status,
        at: now,
      });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const tooMany = () => reply(429, { message: 'Too Many Requests' });

    if ((bannedUntil.get(ip) ?? 0) > now) return tooMany();
    if (byIp.hit(ip, now) > perIp) {
      bannedUntil.set(ip, now + banMs);
      return tooMany();
    }
    if (!bearer || !keys.has(bearer)) {
      return reply(401, { message: 'Authorization has been denied for this request.' });
    }
    if (byKey.hit(bearer, now) > perKey) return tooMany();
    if (req.method === 'GET' && url.pathname === '/api/v2/jobs') {
      const pageSize = Number(url.searchParams.get('pageSize') ?? 25);
      const pageStartIndex = Number(url.searchParams.get('pageStartIndex') ?? 0);
      return reply(200, { count: 0, pageSize, pageStartIndex, items: [] });
    }
    reply(404, { message: 'No HTTP resource was found that matches the request URI.' });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    apiKeys: keys,
    setBanMs: (ms) => {
      banMs = ms;
    },
    banned: () => [...bannedUntil.values()].some((until) => until > Date.now()),
    resetLimits: () => {
      bannedUntil.clear();
      byIp.clear();
      byKey.clear();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// `npm run fake:acculynx [key]`: a fake for a person to point ACCULYNX_BASE_URL at.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const key = process.argv[2] ?? 'acculynx-test-key';
  const fake = await startAcculynxFake({ apiKeys: [key] });
  console.log(`AccuLynx fake on ${fake.url} — ACCULYNX_BASE_URL=${fake.url}, API key "${key}"`);
}
