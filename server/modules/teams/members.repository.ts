import { type Kysely, sql } from 'kysely';
import type { AccountRole } from '../../db/tables/core';
import type { Database } from '../../db/types';

type Q = Kysely<Database>;

/**
 * Serialises membership changes of one account (invite, accept, remove, role change, leave),
 * so the last-owner rule and the "empty workspace" rule hold under concurrent requests.
 */
export async function lockAccounts(q: Q, accountIds: string[]): Promise<void> {
  const ids = [...new Set(accountIds)].sort();
  for (const id of ids) {
    await q.selectFrom('accounts').select('id').where('id', '=', id).forUpdate().execute();
  }
}

export function listAccountMembers(q: Q, accountId: string) {
  return q
    .selectFrom('users')
    .select(['id', 'name', 'email', 'avatar_url', 'role', 'created_at'])
    .where('account_id', '=', accountId)
    .orderBy(sql`case when role = 'owner' then 0 else 1 end`)
    .orderBy('created_at')
    .execute();
}

export function findMember(q: Q, accountId: string, userId: string) {
  return q
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'account_id'])
    .where('account_id', '=', accountId)
    .where('id', '=', userId)
    .executeTakeFirst();
}

export function findMemberByEmail(q: Q, accountId: string, email: string) {
  return q
    .selectFrom('users')
    .select('id')
    .where('account_id', '=', accountId)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function countOwners(q: Q, accountId: string): Promise<number> {
  const row = await q
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', accountId)
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function hasOtherMembers(q: Q, accountId: string, userId: string): Promise<boolean> {
  const row = await q
    .selectFrom('users')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', '<>', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function hasContactLists(q: Q, accountId: string): Promise<boolean> {
  const row = await q
    .selectFrom('contact_lists')
    .select('id')
    .where('account_id', '=', accountId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setMembership(q: Q, userId: string, accountId: string, role: AccountRole) {
  await q
    .updateTable('users')
    .set({ account_id: accountId, role, updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
}

export async function accountName(q: Q, accountId: string): Promise<string> {
  const row = await q
    .selectFrom('accounts')
    .select('name')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.name;
}

export async function createAccount(q: Q, name: string): Promise<string> {
  const row = await q
    .insertInto('accounts')
    .values({ name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Deletes a workspace nobody belongs to any more. If a table without `on delete cascade` still
 * points at it, the empty account is kept rather than failing the move (returns false).
 */
export async function deleteEmptyAccount(q: Q, accountId: string): Promise<boolean> {
  await sql`savepoint delete_empty_account`.execute(q);
  try {
    await q.deleteFrom('accounts').where('id', '=', accountId).execute();
    await sql`release savepoint delete_empty_account`.execute(q);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code !== '23503') throw error;
    await sql`rollback to savepoint delete_empty_account`.execute(q);
    return false;
  }
}
