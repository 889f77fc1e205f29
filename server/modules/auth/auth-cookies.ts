import type { CookieOptions, Request, Response } from 'express';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../auth/access-token';
import type { Config } from '../../env';

function base(config: Config): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config.http.secureCookies, path: '/' };
}

export function setSessionCookies(
  res: Response,
  config: Config,
  session: { accessToken: string; refreshToken: string; refreshExpiresAt: Date },
): void {
  // The access cookie lives as long as the session; the JWT inside carries its own short expiry.
  const options = { ...base(config), expires: session.refreshExpiresAt };
  res.cookie(ACCESS_COOKIE, session.accessToken, options);
  res.cookie(REFRESH_COOKIE, session.refreshToken, options);
}

export function clearSessionCookies(res: Response, config: Config): void {
  res.clearCookie(ACCESS_COOKIE, base(config));
  res.clearCookie(REFRESH_COOKIE, base(config));
}

export function refreshCookieOf(req: Request): string | undefined {
  const value: unknown = req.cookies?.[REFRESH_COOKIE];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export function accessCookieOf(req: Request): string | undefined {
  const value: unknown = req.cookies?.[ACCESS_COOKIE];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
