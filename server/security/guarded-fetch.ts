import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Transform } from 'node:stream';
import { addressAllowed, ipLiteralOf } from './address-policy';
import type { FetchPolicy } from './fetch-policy';

export type RefusalReason =
  | 'invalid-url'
  | 'scheme'
  | 'host'
  | 'address'
  | 'too-many-redirects'
  | 'too-large';

/** The guard refused a URL (or a redirect, or a body): nothing was fetched from that address. */
export class RefusedUrlError extends Error {
  constructor(
    readonly reason: RefusalReason,
    readonly url: string,
  ) {
    super(`refused (${reason}): ${url}`);
    this.name = 'RefusedUrlError';
  }
}

export type GuardedResponse = {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body, cut off with a RefusedUrlError('too-large') past the policy's byte cap. */
  body: NodeJS.ReadableStream & AsyncIterable<Buffer>;
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

type Target = { url: URL; local: boolean };

/** Checks what can be known before connecting: scheme, host allow-list, IP literals. */
function checkUrl(raw: string, policy: FetchPolicy): Target {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RefusedUrlError('invalid-url', raw);
  }
  const local = policy.localOrigins.includes(url.origin);
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) {
    throw new RefusedUrlError('scheme', raw);
  }
  if (url.username || url.password) throw new RefusedUrlError('invalid-url', raw);
  if (!local && policy.allowedHosts.length > 0 && !policy.allowedHosts.includes(url.hostname)) {
    throw new RefusedUrlError('host', raw);
  }
  // Node connects to an IP literal without a lookup, so the literal is judged here.
  const literal = ipLiteralOf(url.hostname);
  if (literal && !addressAllowed(literal, local)) throw new RefusedUrlError('address', raw);
  return { url, local };
}

/** Resolves through the policy's resolver and refuses unless every address is allowed. */
function guardedLookup(policy: FetchPolicy, target: Target): LookupFunction {
  return (hostname, options, callback) => {
    policy.resolve(hostname).then(
      (all) => {
        const wanted = options.family ? all.filter((a) => a.family === options.family) : all;
        if (wanted.length === 0 || !wanted.every((a) => addressAllowed(a.address, target.local))) {
          callback(new RefusedUrlError('address', target.url.href), '', 4);
        } else if (options.all) {
          (callback as (e: null, a: typeof wanted) => void)(null, wanted);
        } else {
          callback(null, wanted[0]!.address, wanted[0]!.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}

type SendInit = { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string };

function send(
  target: Target,
  init: SendInit,
  policy: FetchPolicy,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const request = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(target.url, {
      method: init.method,
      headers: init.headers,
      signal,
      lookup: guardedLookup(policy, target),
      // A fresh connection each time: a pooled socket would skip the address check.
      agent: false,
    });
    req.once('response', resolve);
    req.once('error', reject);
    req.end(init.body);
  });
}

function capped(body: IncomingMessage, maxBytes: number, url: string) {
  let seen = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) return done(new RefusedUrlError('too-large', url));
      done(null, chunk);
    },
  });
  body.once('error', (error) => cap.destroy(error));
  // Past the cap (or when the reader goes away) the upstream connection is dropped too.
  cap.once('close', () => body.destroy());
  return body.pipe(cap);
}

/**
 * The one way the server fetches a URL that a user, a webhook or a provider answer can influence:
 * GET (or a POST, whose redirects are answered, never followed); https (http only to a configured provider origin on loopback outside production);
 * every resolved address checked at connect time (so DNS rebinding cannot pass); each redirect
 * re-checked, at most `maxRedirects`; the body capped in bytes and the whole exchange in time.
 */
export async function guardedFetch(
  rawUrl: string,
  policy: FetchPolicy,
  init: {
    headers?: Record<string, string>;
    signal?: AbortSignal;
    method?: 'GET' | 'POST';
    body?: string;
  } = {},
): Promise<GuardedResponse> {
  const method = init.method ?? 'GET';
  const timeout = AbortSignal.timeout(policy.timeoutMs);
  const signal = init.signal ? AbortSignal.any([timeout, init.signal]) : timeout;
  let url = rawUrl;
  for (let hop = 0; ; hop++) {
    const target = checkUrl(url, policy);
    const sendInit: SendInit = { method, headers: init.headers ?? {} };
    if (init.body !== undefined) sendInit.body = init.body;
    const response = await send(target, sendInit, policy, signal);
    const location = response.headers.location;
    if (!REDIRECTS.has(response.statusCode ?? 0) || !location || method !== 'GET') {
      const length = Number(response.headers['content-length'] ?? 0);
      if (length > policy.maxBytes) {
        response.destroy();
        throw new RefusedUrlError('too-large', target.url.href);
      }
      const body = capped(response, policy.maxBytes, target.url.href);
      return { status: response.statusCode ?? 502, headers: response.headers, body };
    }
    response.resume();
    if (hop >= policy.maxRedirects) throw new RefusedUrlError('too-many-redirects', rawUrl);
    url = new URL(location, target.url).href;
  }
}
