import type { Request } from 'express';
import type { Db } from '../db/database';
import type { Config } from '../env';
import { ACCESS_COOKIE, verifyAccessToken } from './access-token';
import type { SessionCache } from './session-cache';
import type { SessionUser } from './session-user';

type Deps = { db: Db; config: Config; sessionCache: SessionCache };

/**
 * Resolves the signed-in user from the access cookie: from the session cache, else from the user
 * and session rows. A token whose session has been revoked (sign-out, password change, removed
 * member) is rejected at once, before the token itself expires (see SessionCache).
 */
export function userFromRequest(req: Request, deps: Deps): Promise<SessionUser | null> {
  return userFromAccessToken(req.cookies?.[ACCESS_COOKIE], deps);
}

/** The same, from the access cookie's value. */
export async function userFromAccessToken(
  token: string | undefined,
  deps: Deps,
): Promise<SessionUser | null> {
  const claims = await verifyAccessToken(token, deps.config.auth.jwtSecret);
  if (!claims) return null;
  const cached = deps.sessionCache.get(claims.sessionId, claims.userId);
  if (cached) return cached;
  const ticket = deps.sessionCache.ticket();
  const user = await readSessionUser(deps.db, claims);
  if (user) deps.sessionCache.keep(ticket, user);
  return user;
}

async function readSessionUser(
  db: Db,
  claims: { userId: string; sessionId: string },
): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('users')
    .innerJoin('auth_sessions', 'auth_sessions.user_id', 'users.id')
    .select([
      'users.id',
      'users.account_id',
      'users.role',
      'users.email',
      'users.name',
      'users.avatar_url',
      'users.is_admin',
      'users.email_verified_at',
    ])
    .where('users.id', '=', claims.userId)
    .where('auth_sessions.id', '=', claims.sessionId)
    .where('auth_sessions.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    sessionId: claims.sessionId,
    accountId: row.account_id,
    role: row.role,
    email: row.email,
    name: row.name,
    avatarUrl: row.avatar_url,
    isAdmin: row.is_admin,
    emailVerified: row.email_verified_at !== null,
  };
}
