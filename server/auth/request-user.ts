import type { Request } from 'express';
import type { Db } from '../db/database';
import type { Config } from '../env';
import { ACCESS_COOKIE, verifyAccessToken } from './access-token';
import type { SessionUser } from './session-user';

/**
 * Resolves the signed-in user from the access cookie, re-reading the user row on every request.
 * A token whose session has been revoked (sign-out, password change, removed member) is rejected
 * at once, before the token itself expires.
 */
export function userFromRequest(
  req: Request,
  deps: { db: Db; config: Config },
): Promise<SessionUser | null> {
  return userFromAccessToken(req.cookies?.[ACCESS_COOKIE], deps);
}

/** The same, from the access cookie's value. */
export async function userFromAccessToken(
  token: string | undefined,
  deps: { db: Db; config: Config },
): Promise<SessionUser | null> {
  const claims = await verifyAccessToken(token, deps.config.auth.jwtSecret);
  if (!claims) return null;
  const row = await deps.db
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
