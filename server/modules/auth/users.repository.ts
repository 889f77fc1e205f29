import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { AccountRole } from '../../db/tables/core';
import type { Database } from '../../db/types';

type Executor = Db | Transaction<Database>;

const PUBLIC_COLUMNS = [
  'id',
  'account_id',
  'role',
  'email',
  'name',
  'avatar_url',
  'is_admin',
  'email_verified_at',
] as const;

export function findUserByEmail(db: Executor, email: string) {
  return db
    .selectFrom('users')
    .select([...PUBLIC_COLUMNS, 'password_hash'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: Executor, id: string) {
  return db
    .selectFrom('users')
    .select([...PUBLIC_COLUMNS, 'password_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export async function emailExists(db: Executor, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** A new account; `timeZone` (the owner's browser zone) replaces the UTC placeholder. */
export async function insertAccount(
  db: Executor,
  name: string,
  timeZone?: string,
): Promise<string> {
  const row = await db
    .insertInto('accounts')
    .values({ name, ...(timeZone ? { time_zone: timeZone, time_zone_set: true } : {}) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertUser(
  db: Executor,
  user: {
    accountId: string;
    role: AccountRole;
    email: string;
    name: string;
    passwordHash: string;
    emailVerified: boolean;
  },
): Promise<string> {
  const row = await db
    .insertInto('users')
    .values({
      account_id: user.accountId,
      role: user.role,
      email: user.email,
      name: user.name,
      password_hash: user.passwordHash,
      email_verified_at: user.emailVerified ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setPasswordHash(db: Executor, userId: string, passwordHash: string) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
}

export async function markEmailVerified(db: Executor, userId: string) {
  await db
    .updateTable('users')
    .set({ email_verified_at: sql`coalesce(email_verified_at, now())`, updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
}

export async function setName(db: Executor, userId: string, name: string) {
  await db
    .updateTable('users')
    .set({ name, updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
}

export async function setAdmin(db: Executor, email: string, isAdmin: boolean): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ is_admin: isAdmin, updated_at: sql`now()` })
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
