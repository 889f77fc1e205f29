import type { AuthUser } from './auth';

export type AuthSession = { user: AuthUser; expiresAt: string };

/** Spec section 9: 30 s tick, refresh within 3 ticks (90 s) of expiry, retries from 200 ms. */
export const AUTO_REFRESH_TICK_MS = 30_000;
export const EXPIRY_MARGIN_MS = 3 * AUTO_REFRESH_TICK_MS;
const RETRY_BASE_MS = 200;
const MAX_RETRIES = 6;

export type AuthBroadcast = { type: 'session'; session: AuthSession } | { type: 'signed-out' };

/** Session changes shared with the other tabs of this browser. */
export function openAuthChannel(onMessage: (message: AuthBroadcast) => void) {
  if (typeof BroadcastChannel === 'undefined') return { post() {}, close() {} };
  const channel = new BroadcastChannel('sd-auth');
  channel.onmessage = (event: MessageEvent<AuthBroadcast>) => onMessage(event.data);
  return {
    post: (message: AuthBroadcast) => channel.postMessage(message),
    close: () => channel.close(),
  };
}

/** One refresh at a time across tabs (the server's reuse window covers browsers without locks). */
export function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request('sd-refresh', work) as Promise<T>;
  }
  return work();
}

export function httpStatusOf(error: unknown): number | undefined {
  return (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus;
}

/** Network failures and 502/503/504 are worth retrying; a 401 is a final answer. */
function isRetryable(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === undefined || status === 502 || status === 503 || status === 504;
}

/** Runs `call`, retrying retryable failures after 200 ms, 400 ms, 800 ms, ... */
export async function withBackoff<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= MAX_RETRIES || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_BASE_MS * 2 ** attempt));
    }
  }
}

export function expiresSoon(session: AuthSession | null): boolean {
  return session !== null && Date.parse(session.expiresAt) - Date.now() <= EXPIRY_MARGIN_MS;
}
