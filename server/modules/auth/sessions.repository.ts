import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/types';
import { hashToken } from './secure-tokens';

type Executor = Db | Transaction<Database>;

/** Ends every session of a user (all but one when exceptSessionId is given). */
export async function revokeAllSessions(
  db: Executor,
  userId: string,
  exceptSessionId?: string,
): Promise<void> {
  let query = db
    .updateTable('auth_sessions')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}

export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function insertSession(db: Executor, userId: string): Promise<string> {
  const row = await db
    .insertInto('auth_sessions')
    .values({ user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts a refresh token row with an id chosen here, so the caller can derive the token. */
export async function insertRefreshToken(
  db: Executor,
  row: { sessionId: string; parentId: string | null; expiresAt: Date },
  tokenFor: (rowId: string) => string,
): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  const token = tokenFor(id);
  await db
    .insertInto('refresh_tokens')
    .values({
      id,
      session_id: row.sessionId,
      parent_id: row.parentId,
      token_hash: hashToken(token),
      expires_at: row.expiresAt,
    })
    .execute();
  return { id, token };
}

export function findRefreshToken(db: Executor, token: string) {
  return db
    .selectFrom('refresh_tokens')
    .select(['id', 'session_id', 'parent_id', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
}

/** Locks the session row so concurrent refreshes of one family run one after another. */
export function lockSession(trx: Transaction<Database>, sessionId: string) {
  return trx
    .selectFrom('auth_sessions')
    .select(['id', 'user_id', 'revoked_at'])
    .where('id', '=', sessionId)
    .forUpdate()
    .executeTakeFirst();
}

export function findActiveRefreshToken(db: Executor, sessionId: string) {
  return db
    .selectFrom('refresh_tokens')
    .select(['id', 'parent_id', 'expires_at'])
    .where('session_id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function revokeRefreshToken(db: Executor, id: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Seconds since the token was revoked, measured by the database clock. */
export async function secondsSinceRevoked(db: Executor, id: string): Promise<number | null> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select(sql<number>`extract(epoch from now() - revoked_at)::float8`.as('age'))
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.age ?? null;
}

export async function isSessionActive(db: Executor, sessionId: string, userId: string) {
  const row = await db
    .selectFrom('auth_sessions')
    .select('id')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Who a session belongs to, for telling that account's open streams it ended. */
export function findSessionOwner(db: Executor, sessionId: string) {
  return db
    .selectFrom('auth_sessions')
    .innerJoin('users', 'users.id', 'auth_sessions.user_id')
    .select(['users.id as user_id', 'users.account_id'])
    .where('auth_sessions.id', '=', sessionId)
    .executeTakeFirst();
}
