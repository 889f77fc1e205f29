import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'StormDialer-Signature';
export const DELIVERY_ID_HEADER = 'StormDialer-Delivery-Id';
export const EVENT_HEADER = 'StormDialer-Event';
/** Receivers refuse a signature older than this (docs/webhooks.md). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** Hex HMAC-SHA256 of `t + "." + body`: the timestamp is signed, so a replay cannot move it. */
export function signPayload(secret: string, t: number, body: string): string {
  return createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
}

/** `t=<unix seconds>,v1=<hex>[,v1=<hex>]`: one v1 per valid secret (two while rolling). */
export function signatureHeader(secrets: readonly string[], t: number, body: string): string {
  return [`t=${t}`, ...secrets.map((secret) => `v1=${signPayload(secret, t, body)}`)].join(',');
}

/**
 * A receiver's check: some v1 matches `secret` and t is at most `toleranceSeconds` old (the
 * same rule the snippet in docs/webhooks.md shows). Used by the local fake receiver.
 */
export function verifySignature(
  header: string,
  body: string,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  const parts = header.split(',').map((part) => part.trim().split('='));
  const t = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signPayload(secret, t, body), 'hex');
  return parts
    .filter(([key, value]) => key === 'v1' && value && /^[0-9a-f]{64}$/.test(value))
    .some(([, value]) => timingSafeEqual(Buffer.from(value!, 'hex'), expected));
}
