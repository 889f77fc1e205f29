import { createHmac, timingSafeEqual } from 'node:crypto';

/** What Cal.com sends as the signature of a webhook that has no secret (reference calendar.md 9). */
const NO_SECRET = 'no-secret-provided';

/** `X-Cal-Signature-256`: lowercase hex HMAC-SHA256 of the exact raw body with the webhook secret. */
export function signCalcomBody(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** True only for the signature of these bytes under this secret; unsigned deliveries never pass. */
export function verifyCalcomSignature(
  rawBody: Buffer,
  secret: string,
  signature: string | undefined,
): boolean {
  if (!signature || signature === NO_SECRET || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signCalcomBody(rawBody, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
