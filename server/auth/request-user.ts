import type { Request } from 'express';
import type { Config } from '../env';
import type { Db } from '../db/database';
import { ACCESS_COOKIE, verifyAccessToken } from './access-token';
import type { SessionUser } from './session-user';

/** Resolves the signed-in user from the access cookie, re-reading the user row on every request. */
export async function userFromRequest(
  req: Request,
  deps: { db: Db; config: Config },
): Promise<SessionUser | null> {
  const claims = await verifyAccessToken(req.cookies?.[ACCESS_COOKIE], deps.config.auth.jwtSecret);
  if (!claims) return null;
  const row = await deps.db
    .selectFrom('users')
    .select(['id', 'account_id', 'role', 'email', 'name', 'avatar_url', 'is_admin', 'email_verified_at'])
    .where('id', '=', claims.userId)
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
