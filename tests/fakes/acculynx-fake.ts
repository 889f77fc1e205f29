import { createServer, type IncomingMessage } from 'node:http';
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
  /** The JSON body of a POST (null for a GET or an unreadable body). */
  body: unknown;
};

/** A contact of the fake's AccuLynx location (the search's answer shape is unconfirmed). */
export type AcculynxFakeContact = {
  id: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string;
  emailAddress?: string;
};

export type AcculynxFakeOptions = {
  apiKeys?: string[];
  /** AccuLynx: 30 requests/s per IP, then a ban; 10 requests/s per key (reference, storm data). */
  perIpPerSecond?: number;
  perKeyPerSecond?: number;
  /** How long an IP stays banned after passing the per-IP limit ("~30 s to minutes"). */
  banMs?: number;
  /** Sent as Retry-After (seconds) on a 429; none when unset (AccuLynx does not document it). */
  retryAfterSeconds?: number;
  contacts?: AcculynxFakeContact[];
  /** Told each contact log and job written (the CLI prints them). */
  onWrite?: (line: string) => void;
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
  /** Changes the per-key limit (0: every request of a valid key is answered 429). */
  setPerKeyPerSecond(n: number): void;
  /** Contact logs written, and jobs created, in order. */
  logs: { contactId: string; body: unknown }[];
  jobs: { jobId: string; body: unknown }[];
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
 * for the key check, the write-back endpoints (contacts search, contact logs, Createjob, recording
 * what they got), and AccuLynx's documented rate limits, so a client's backoff can be proven.
 */
export async function startAcculynxFake(options: AcculynxFakeOptions = {}): Promise<AcculynxFake> {
  const keys = new Set(options.apiKeys ?? ['acculynx-test-key']);
  const perIp = options.perIpPerSecond ?? 30;
  let perKey = options.perKeyPerSecond ?? 10;
  const contacts = options.contacts ?? [];
  const logs: AcculynxFake['logs'] = [];
  const jobs: AcculynxFake['jobs'] = [];
  let banMs = options.banMs ?? 30_000;
  const requests: AcculynxFakeRequest[] = [];
  const byIp = new SlidingWindow();
  const byKey = new SlidingWindow();
  const bannedUntil = new Map<string, number>();

  const server = createServer(async (req, res) => {
    const now = Date.now();
    const body = await readJson(req);
    const url = new URL(req.url ?? '/', 'http://fake');
    const ip = req.socket.remoteAddress ?? 'unknown';
    const bearer = req.headers.authorization?.replace(/^Bearer /, '');
    const reply = (status: number, answer: unknown) => {
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        authorization: req.headers.authorization,
        status,
        at: now,
        body,
      });
      const retryAfter =
        status === 429 && options.retryAfterSeconds !== undefined
          ? { 'retry-after': String(options.retryAfterSeconds) }
          : {};
      res.writeHead(status, { 'content-type': 'application/json', ...retryAfter });
      res.end(JSON.stringify(answer));
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
    const answer = writeBack(req.method ?? 'GET', url.pathname, body, { contacts, logs, jobs });
    if (answer) {
      if (answer.status < 300 && !url.pathname.endsWith('/search')) {
        options.onWrite?.(`${url.pathname} ${JSON.stringify(body)}`);
      }
      return reply(answer.status, answer.body);
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
    setPerKeyPerSecond: (n) => {
      perKey = n;
    },
    logs,
    jobs,
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

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return null;
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

type Store = {
  contacts: AcculynxFakeContact[];
  logs: AcculynxFake['logs'];
  jobs: AcculynxFake['jobs'];
};

/**
 * The write-back endpoints: contacts search and contact logs (shapes UNCONFIRMED, as in
 * server/integrations/acculynx/acculynx-contacts-seam.ts) and Createjob (needs only contactId).
 */
function writeBack(method: string, path: string, body: unknown, store: Store) {
  if (method !== 'POST') return null;
  const fields = (body ?? {}) as Record<string, unknown>;
  if (path === '/api/v2/contacts/search') {
    const term = String(fields.searchTerm ?? '').toLowerCase();
    const items = store.contacts.filter((c) =>
      [c.firstName, c.lastName, c.phoneNumber, c.emailAddress].some((v) =>
        v?.toLowerCase().includes(term),
      ),
    );
    return { status: 200, body: { count: items.length, items } };
  }
  const log = /^\/api\/v2\/contacts\/([^/]+)\/logs\/?$/.exec(path);
  if (log) {
    const contactId = decodeURIComponent(log[1]!);
    if (!store.contacts.some((c) => c.id === contactId)) {
      return { status: 404, body: { message: 'Contact not found' } };
    }
    store.logs.push({ contactId, body });
    return { status: 201, body: { id: `log-${store.logs.length}` } };
  }
  if (path === '/api/v2/jobs/Createjob') {
    if (!store.contacts.some((c) => c.id === fields.contactId)) {
      return { status: 400, body: { message: 'contactId is required' } };
    }
    const jobId = `job-${store.jobs.length + 1}`;
    store.jobs.push({ jobId, body });
    return { status: 200, body: { id: jobId } };
  }
  return null;
}

// `npm run fake:acculynx [key]`: a fake for a person to point ACCULYNX_BASE_URL at.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const key = process.argv[2] ?? 'acculynx-test-key';
  const fake = await startAcculynxFake({
    apiKeys: [key],
    onWrite: (line) => console.log(`received ${line}`),
    contacts: [
      { id: 'c-1001', firstName: 'Dana', lastName: 'Rivera', phoneNumber: '+12145550123' },
      { id: 'c-1002', firstName: 'Sam', lastName: 'Okafor', emailAddress: 'sam@example.com' },
    ],
  });
  console.log(`AccuLynx fake on ${fake.url} — ACCULYNX_BASE_URL=${fake.url}, API key "${key}"`);
}
