import { performance } from 'node:perf_hooks';
import { WEBHOOK_MESSAGES } from '../../../shared/webhooks/webhooks';
import type { FetchPolicy } from '../../security/fetch-policy';
import { guardedFetch, RefusedUrlError } from '../../security/guarded-fetch';
import {
  DELIVERY_ID_HEADER,
  EVENT_HEADER,
  SIGNATURE_HEADER,
  signatureHeader,
} from './webhook-signature';

export type AttemptResult = {
  ok: boolean;
  responseCode: number | null;
  durationMs: number;
  error: string | null;
};

function failureText(error: unknown): string {
  if (error instanceof RefusedUrlError) {
    return error.reason === 'address' ? WEBHOOK_MESSAGES.urlNotPublic : `Refused (${error.reason})`;
  }
  const name = (error as Error | undefined)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return 'Timed out';
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code ? `Connection failed (${code})` : 'Connection failed';
}

/** One signed POST through the guarded fetch; a 2xx answer is a delivery. */
export async function attemptDelivery(
  url: string,
  policy: FetchPolicy,
  delivery: { id: string; event: string; body: string },
  secrets: readonly string[],
  now: Date,
): Promise<AttemptResult> {
  const t = Math.floor(now.getTime() / 1000);
  const started = performance.now();
  const duration = () => Math.round(performance.now() - started);
  try {
    const response = await guardedFetch(url, policy, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'StormDialer-Webhooks/1',
        [SIGNATURE_HEADER]: signatureHeader(secrets, t, delivery.body),
        [DELIVERY_ID_HEADER]: delivery.id,
        [EVENT_HEADER]: delivery.event,
      },
      body: delivery.body,
    });
    // The answer is not kept; it is read (capped) so the connection closes cleanly.
    for await (const _chunk of response.body);
    const ok = response.status >= 200 && response.status < 300;
    return { ok, responseCode: response.status, durationMs: duration(), error: null };
  } catch (error) {
    return { ok: false, responseCode: null, durationMs: duration(), error: failureText(error) };
  }
}
