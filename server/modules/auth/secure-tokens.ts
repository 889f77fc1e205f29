import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A random URL-safe token for a mailed link (32 bytes). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A refresh token is derived from its row id with a server-side key, so the server can hand the
 * active token out again within the reuse window while the database keeps only its hash.
 */
export function refreshTokenFor(rowId: string, secret: string): string {
  return createHmac('sha256', `refresh-token:${secret}`).update(rowId).digest('base64url');
}
