import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'weekly-report-unsubscribe';

function signature(userId: string, secret: string): string {
  return createHmac('sha256', `${PURPOSE}:${secret}`).update(userId).digest('base64url');
}

/** A link token naming the member, signed with the server's key; it never expires. */
export function unsubscribeToken(userId: string, secret: string): string {
  return `${userId}.${signature(userId, secret)}`;
}

/** The member a token names, or null when it was not signed by this server. */
export function verifyUnsubscribeToken(token: string, secret: string): string | null {
  const [userId, given, ...rest] = token.split('.');
  if (!userId || !given || rest.length > 0) return null;
  if (!/^[0-9a-f-]{36}$/.test(userId)) return null;
  const expected = Buffer.from(signature(userId, secret));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? userId : null;
}

export function unsubscribeUrl(appUrl: string, userId: string, secret: string): string {
  const token = unsubscribeToken(userId, secret);
  return `${appUrl.replace(/\/$/, '')}/api/weekly-report/unsubscribe?token=${encodeURIComponent(token)}`;
}
