import { createHmac, randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../env';

/**
 * OWASP "slow down online guessing attacks with device cookies": a browser that signed in as a
 * user carries a signed cookie naming that user, and its failed sign-ins are counted on their own
 * budget instead of the account's (which strangers can use up).
 */
export const DEVICE_COOKIE = 'sd_device';

const AUDIENCE = 'stormdialer:device';
const TTL_DAYS = 180;

export type Device = { userId: string; nonce: string };

/** Its own key, so a device cookie can never pass as an access token or the reverse. */
function keyFrom(secret: string): Uint8Array {
  return createHmac('sha256', `device-cookie:${secret}`).update('device').digest();
}

export async function setDeviceCookie(res: Response, config: Config, userId: string) {
  const expires = new Date(Date.now() + TTL_DAYS * 86_400_000);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setJti(randomUUID())
    .setAudience(AUDIENCE)
    .setExpirationTime(Math.floor(expires.getTime() / 1000))
    .sign(keyFrom(config.auth.jwtSecret));
  res.cookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.http.secureCookies,
    path: '/trpc',
    expires,
  });
}

/** The device this request comes from when its cookie is valid and names `userId`; else null. */
export async function trustedDevice(
  req: Request,
  config: Config,
  userId: string | undefined,
): Promise<Device | null> {
  const token: unknown = req.cookies?.[DEVICE_COOKIE];
  if (!userId || typeof token !== 'string' || token.length === 0) return null;
  try {
    const { payload } = await jwtVerify(token, keyFrom(config.auth.jwtSecret), {
      audience: AUDIENCE,
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'jti', 'exp'],
    });
    return payload.sub === userId && payload.jti ? { userId, nonce: payload.jti } : null;
  } catch {
    return null;
  }
}
