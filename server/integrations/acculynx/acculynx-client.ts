import { setTimeout as sleep } from 'node:timers/promises';
import { STORM_MESSAGES } from '../../../shared/storm/storm-messages';
import { cleanProviderValue } from '../../../shared/validation/unicode-text';
import { DomainError } from '../../errors';

/** An AccuLynx call that failed, in words the Storm Data page can show. */
export class AcculynxError extends DomainError {
  constructor(
    readonly kind: 'auth' | 'rate-limited' | 'network' | 'status',
    message: string,
  ) {
    super(message);
  }
}

export type AcculynxConfig = {
  acculynx: { baseUrl: string; timeoutMs: number; maxRetries: number; retryBaseMs: number };
};

/** Longest single wait we honour from a Retry-After header, so a connect never hangs for minutes. */
const MAX_RETRY_AFTER_MS = 30_000;

/** The wait before retry number `attempt` (0-based): Retry-After when sent, else doubling. */
export function backoffMs(attempt: number, baseMs: number, retryAfter: string | null): number {
  const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_RETRY_AFTER_MS);
  return baseMs * 2 ** attempt;
}

export type OnceResult = { status: number; retryAfter: string | null };

/**
 * AccuLynx API v2 for one account's key (no official SDK: plain fetch, bounded time). A 429 is
 * retried with backoff: AccuLynx allows 30 requests/s per IP (then bans it for ~30 s or more) and
 * 10 requests/s per key.
 */
export function acculynxApi(config: AcculynxConfig, apiKey: string) {
  const { baseUrl, timeoutMs, maxRetries, retryBaseMs } = config.acculynx;
  const base = `${baseUrl.replace(/\/$/, '')}/api/v2`;

  async function once(path: string, post?: unknown): Promise<Response> {
    const json: Record<string, string> =
      post === undefined ? {} : { 'content-type': 'application/json' };
    try {
      return await fetch(`${base}${path}`, {
        method: post === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${apiKey}`, accept: 'application/json', ...json },
        body: post === undefined ? undefined : JSON.stringify(post),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new AcculynxError('network', STORM_MESSAGES.acculynxNetwork);
    }
  }

  async function call(path: string, post?: unknown): Promise<unknown> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await once(path, post);
      if (response.status === 429) {
        await response.body?.cancel();
        if (attempt >= maxRetries) {
          throw new AcculynxError('rate-limited', STORM_MESSAGES.acculynxRateLimited);
        }
        await sleep(backoffMs(attempt, retryBaseMs, response.headers.get('retry-after')));
        continue;
      }
      const body = cleanProviderValue(await response.json().catch(() => null));
      if (response.status === 401 || response.status === 403) {
        throw new AcculynxError('auth', STORM_MESSAGES.acculynxRejected);
      }
      if (!response.ok) {
        throw new AcculynxError('status', STORM_MESSAGES.acculynxStatus(response.status));
      }
      return body;
    }
  }

  return {
    /** GET /api/v2/jobs?pageSize=1 needs a valid key: resolves when AccuLynx accepts it. */
    async checkKey(): Promise<void> {
      await call('/jobs?pageSize=1&pageStartIndex=0');
    },
    /** A user-facing request: a 429 waits and retries (as checkKey); other failures throw. */
    request: (path: string, post?: unknown): Promise<unknown> => call(path, post),
    /** One POST, no retry: the caller (a queued write-back) schedules the next try itself. */
    async postOnce(path: string, body: unknown): Promise<OnceResult> {
      const response = await once(path, body);
      await response.body?.cancel();
      return { status: response.status, retryAfter: response.headers.get('retry-after') };
    },
  };
}
