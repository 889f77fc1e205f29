import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'retell-opt-out-function';

function signature(callId: string, secret: string): string {
  return createHmac('sha256', `${PURPOSE}:${secret}`).update(callId).digest('base64url');
}

/** The token a call's opt-out function presents: our call id, signed with the server's key. */
export function optOutToken(callId: string, secret: string): string {
  return `${callId}.${signature(callId, secret)}`;
}

/** The call a token names, or null when this server did not sign it. */
export function verifyOptOutToken(token: string, secret: string): string | null {
  const [callId, given, ...rest] = token.split('.');
  if (!callId || !given || rest.length > 0) return null;
  if (!/^[0-9a-f-]{36}$/.test(callId)) return null;
  const expected = Buffer.from(signature(callId, secret));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? callId : null;
}
