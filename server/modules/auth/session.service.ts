import { decodeJwt } from 'jose';
import { AUTH_MESSAGES as M } from '../../../shared/auth/auth-messages';
import { signAccessToken } from '../../auth/access-token';
import type { Db } from '../../db/database';
import { UnauthenticatedError } from '../../errors';
import type { Context } from '../../trpc';
import {
  accessCookieOf,
  clearSessionCookies,
  refreshCookieOf,
  setSessionCookies,
} from './auth-cookies';
import { publicUserFromRow, publicUserFromSession, type SessionPayload } from './auth-user';
import { refreshTokenFor } from './secure-tokens';
import { announceSessionEnded } from './session-ended';
import {
  findActiveRefreshToken,
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  lockSession,
  revokeRefreshToken,
  revokeSession,
  secondsSinceRevoked,
} from './sessions.repository';
import { findUserById, type UserRow } from './users.repository';

export type HttpCtx = Pick<Context, 'deps' | 'req' | 'res'>;

const DAY_MS = 86_400_000;

function refreshExpiry(ctx: HttpCtx): Date {
  return new Date(Date.now() + ctx.deps.config.auth.refreshTokenTtlDays * DAY_MS);
}

function tokenFor(ctx: HttpCtx) {
  return (rowId: string) => refreshTokenFor(rowId, ctx.deps.config.auth.jwtSecret);
}

async function answer(
  ctx: HttpCtx,
  user: UserRow,
  sessionId: string,
  refresh: { token: string; expiresAt: Date },
): Promise<SessionPayload> {
  const { jwtSecret, accessTokenTtlSeconds } = ctx.deps.config.auth;
  const access = await signAccessToken(
    { userId: user.id, sessionId },
    jwtSecret,
    accessTokenTtlSeconds,
  );
  setSessionCookies(ctx.res, ctx.deps.config, {
    accessToken: access.token,
    refreshToken: refresh.token,
    refreshExpiresAt: refresh.expiresAt,
  });
  return { user: publicUserFromRow(user), expiresAt: access.expiresAt.toISOString() };
}

/** Opens a new session (a new refresh-token family) and sets its cookies. */
export async function startSession(ctx: HttpCtx, user: UserRow): Promise<SessionPayload> {
  const expiresAt = refreshExpiry(ctx);
  const { db } = ctx.deps;
  const refresh = await db.transaction().execute(async (trx) => {
    const sessionId = await insertSession(trx, user.id);
    const row = await insertRefreshToken(
      trx,
      { sessionId, parentId: null, expiresAt },
      tokenFor(ctx),
    );
    return { sessionId, token: row.token };
  });
  return answer(ctx, user, refresh.sessionId, { token: refresh.token, expiresAt });
}

type Rotation =
  | { ok: true; sessionId: string; userId: string; token: string; expiresAt: Date }
  | { ok: false; message: string; endedSessionId?: string };

/**
 * Rotates the refresh token (GoTrue 4.2): an active token is replaced by a new one; the parent of
 * the active token, within the reuse window, gets the active one again (tabs refreshing on the
 * same tick); any other reuse revokes the whole family.
 */
async function rotate(ctx: HttpCtx, db: Db, presented: string): Promise<Rotation> {
  return db.transaction().execute(async (trx): Promise<Rotation> => {
    const row = await findRefreshToken(trx, presented);
    if (!row) return { ok: false, message: M.refreshTokenNotFound };
    const session = await lockSession(trx, row.session_id);
    if (!session || session.revoked_at) return { ok: false, message: M.sessionExpired };
    const current = await findRefreshToken(trx, presented);
    if (!current) return { ok: false, message: M.refreshTokenNotFound };
    const base = { ok: true as const, sessionId: session.id, userId: session.user_id };
    if (!current.revoked_at) {
      if (current.expires_at.getTime() <= Date.now())
        return { ok: false, message: M.sessionExpired };
      await revokeRefreshToken(trx, current.id);
      const expiresAt = refreshExpiry(ctx);
      const next = await insertRefreshToken(
        trx,
        { sessionId: session.id, parentId: current.id, expiresAt },
        tokenFor(ctx),
      );
      return { ...base, token: next.token, expiresAt };
    }
    const active = await findActiveRefreshToken(trx, session.id);
    const age = await secondsSinceRevoked(trx, current.id);
    const window = ctx.deps.config.auth.refreshReuseWindowSeconds;
    if (active && active.parent_id === current.id && age !== null && age <= window) {
      return { ...base, token: tokenFor(ctx)(active.id), expiresAt: active.expires_at };
    }
    await revokeSession(trx, session.id);
    return { ok: false, message: M.refreshTokenReused, endedSessionId: session.id };
  });
}

/** Exchanges the refresh cookie for a new access token (and usually a new refresh token). */
export async function refreshSession(ctx: HttpCtx): Promise<SessionPayload> {
  const presented = refreshCookieOf(ctx.req);
  if (!presented) throw new UnauthenticatedError(M.sessionMissing);
  const { db } = ctx.deps;
  const result = await rotate(ctx, db, presented);
  const user = result.ok ? await findUserById(db, result.userId) : undefined;
  if (!result.ok && result.endedSessionId)
    await announceSessionEnded(ctx.deps, result.endedSessionId);
  if (!result.ok || !user) {
    clearSessionCookies(ctx.res, ctx.deps.config);
    throw new UnauthenticatedError(result.ok ? M.sessionExpired : result.message);
  }
  return answer(ctx, user, result.sessionId, { token: result.token, expiresAt: result.expiresAt });
}

/** The current session, renewed from the refresh cookie when the access token has lapsed. */
export async function currentSession(ctx: Context): Promise<SessionPayload | null> {
  if (ctx.user) {
    const token = accessCookieOf(ctx.req);
    const exp = token ? decodeJwt(token).exp : undefined;
    const expiresAt = new Date((exp ?? 0) * 1000).toISOString();
    return { user: publicUserFromSession(ctx.user), expiresAt };
  }
  if (!refreshCookieOf(ctx.req)) return null;
  try {
    return await refreshSession(ctx);
  } catch {
    return null;
  }
}

/** Ends this browser's session (even when the access token has lapsed) and clears its cookies. */
export async function endSession(ctx: Context): Promise<void> {
  const { db, config } = ctx.deps;
  let sessionId = ctx.user?.sessionId;
  const presented = refreshCookieOf(ctx.req);
  if (!sessionId && presented) sessionId = (await findRefreshToken(db, presented))?.session_id;
  if (sessionId) {
    await revokeSession(db, sessionId);
    await announceSessionEnded(ctx.deps, sessionId);
  }
  clearSessionCookies(ctx.res, config);
}
