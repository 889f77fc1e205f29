import { sql, type Transaction } from 'kysely';
import type { UserCursor } from '../../../shared/admin/admin-schemas';
import type { Db } from '../../db/database';
import type { Database } from '../../db/types';

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%". */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of users, newest sign-ups first, keyset-paged on (created_at, id). Counts are the
 * user's workspace's lists and calls; last sign-in is their newest session.
 */
export async function listUsersPage(
  db: Db,
  options: { search?: string; cursor?: UserCursor; limit: number },
) {
  let query = db
    .selectFrom('users')
    .innerJoin('accounts', 'accounts.id', 'users.account_id')
    .select((eb) => [
      'users.id',
      'users.email',
      'users.name',
      'users.created_at',
      'users.is_admin',
      'accounts.name as workspace',
      eb
        .selectFrom('contact_lists')
        .whereRef('contact_lists.account_id', '=', 'users.account_id')
        .select(eb.fn.countAll<string>().as('n'))
        .as('lists'),
      eb
        .selectFrom('calls')
        .whereRef('calls.account_id', '=', 'users.account_id')
        .select(eb.fn.countAll<string>().as('n'))
        .as('calls'),
      eb
        .selectFrom('auth_sessions')
        .whereRef('auth_sessions.user_id', '=', 'users.id')
        .select((sub) => sub.fn.max('auth_sessions.created_at').as('at'))
        .as('last_sign_in_at'),
    ])
    // The cursor carries milliseconds (a JS Date); ordering and comparing at that precision keeps a
    // user created within the same millisecond as a page's last from being skipped.
    .orderBy(sql`date_trunc('milliseconds', users.created_at)`, 'desc')
    .orderBy('users.id', 'desc')
    .limit(options.limit);
  if (options.search) {
    const pattern = likePattern(options.search);
    query = query.where((eb) =>
      eb.or([
        eb('users.email', 'ilike', pattern),
        eb('users.name', 'ilike', pattern),
        eb('accounts.name', 'ilike', pattern),
      ]),
    );
  }
  if (options.cursor) {
    const { createdAt, id } = options.cursor;
    query = query.where(
      sql<boolean>`(date_trunc('milliseconds', users.created_at), users.id)
        < (${new Date(createdAt)}::timestamptz, ${id}::uuid)`,
    );
  }
  return query.execute();
}

export type AdminUserRow = Awaited<ReturnType<typeof listUsersPage>>[number];

/** Locks every admin row, so two admins removing each other cannot both succeed. */
export async function lockAdminIds(trx: Transaction<Database>): Promise<string[]> {
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('is_admin', '=', true)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

export async function setAdminFlag(
  db: Db | Transaction<Database>,
  userId: string,
  isAdmin: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ is_admin: isAdmin, updated_at: sql`now()` })
    .where('id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
