import Retell from 'retell-sdk';

export type RetellClient = Retell;

/**
 * A Retell SDK client for one account's key: base URL, timeout and retries from config (the SDK
 * retries connection errors, 408, 409, 429 and 5xx with backoff). The SDK's own logging is off so
 * no request (and no Authorization header) reaches a log. Create-phone-call callers pass
 * `maxRetries: 0` (a retried create could dial twice).
 */
export function createRetellClient(
  config: { retell: { baseUrl: string; timeoutMs: number; maxRetries: number } },
  apiKey: string,
  options: { maxRetries?: number } = {},
): RetellClient {
  return new Retell({
    apiKey,
    baseURL: config.retell.baseUrl,
    timeout: config.retell.timeoutMs,
    maxRetries: options.maxRetries ?? config.retell.maxRetries,
    logLevel: 'off',
  });
}
