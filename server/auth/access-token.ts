import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_COOKIE = 'sd_access';

const ACCESS_COOKIE_PAIR = new RegExp(`(?:^|;)\\s*${ACCESS_COOKIE}=([^;]*)`);

/**
 * The access cookie's value straight from a Cookie header, for the live-stream path that runs
 * before Express's cookie parser (which builds an object per request that a stream would keep).
 */
export function accessCookieFromHeader(header: string | undefined): string | undefined {
  const value = header === undefined ? undefined : ACCESS_COOKIE_PAIR.exec(header)?.[1]?.trim();
  if (!value) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

export const REFRESH_COOKIE = 'sd_refresh';

export type AccessClaims = { userId: string; sessionId: string };

const ISSUER = 'stormdialer';

/** The HMAC key of each secret, imported once per process rather than on every sign and verify. */
const keys = new Map<string, Promise<CryptoKey>>();
function keyFrom(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(
  claims: AccessClaims,
  secret: string,
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  const token = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await keyFrom(secret));
  return { token, expiresAt };
}

/** Returns the claims of a valid token, or null for a missing, expired or forged one. */
export async function verifyAccessToken(
  token: string | undefined,
  secret: string,
): Promise<AccessClaims | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, await keyFrom(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}
