import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

type Conn = Kysely<Database>;

const VIEW_COLUMNS = [
  'id',
  'name',
  'scope',
  'token_hint',
  'created_at',
  'last_used_at',
  'revoked_at',
] as const;

export function insertToken(
  db: Conn,
  row: { accountId: string; name: string; hash: Buffer; hint: string; createdBy: string },
) {
  return db
    .insertInto('lead_intake_tokens')
    .values({
      account_id: row.accountId,
      name: row.name,
      token_hash: row.hash,
      token_hint: row.hint,
      created_by: row.createdBy,
    })
    .returning(VIEW_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function tokensOfAccount(db: Conn, accountId: string) {
  return db
    .selectFrom('lead_intake_tokens')
    .select(VIEW_COLUMNS)
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function activeTokenCount(db: Conn, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('lead_intake_tokens')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Revokes one of the account's tokens (a revoked one keeps its first revocation time). */
export function revokeToken(db: Conn, accountId: string, id: string) {
  return db
    .updateTable('lead_intake_tokens')
    .set({ revoked_at: sql<Date>`coalesce(revoked_at, now())` })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .returning(VIEW_COLUMNS)
    .executeTakeFirst();
}

/** The token whose secret hashes to `hash`, revoked or not. */
export function tokenByHash(db: Conn, hash: Buffer) {
  return db
    .selectFrom('lead_intake_tokens')
    .select(['id', 'account_id', 'name', 'revoked_at'])
    .where('token_hash', '=', hash)
    .executeTakeFirst();
}

/** Moves last_used_at on when it is older than `minSeconds` (no write otherwise). */
export async function touchToken(db: Conn, id: string, minSeconds: number): Promise<void> {
  await db
    .updateTable('lead_intake_tokens')
    .set({ last_used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('last_used_at', 'is', null),
        eb('last_used_at', '<', sql<Date>`now() - make_interval(secs => ${minSeconds})`),
      ]),
    )
    .execute();
}
