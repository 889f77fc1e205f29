import { type Kysely, sql } from 'kysely';
import type { AccountRole } from '../../db/tables/core';
import type { Database } from '../../db/types';

type Q = Kysely<Database>;

const pending = (q: Q) =>
  q.selectFrom('invitations').where('accepted_at', 'is', null).where('revoked_at', 'is', null);

export function findInvitationByTokenHash(q: Q, tokenHash: string, lock = false) {
  const query = q
    .selectFrom('invitations')
    .innerJoin('accounts', 'accounts.id', 'invitations.account_id')
    .select([
      'invitations.id',
      'invitations.account_id',
      'invitations.email',
      'invitations.role',
      'invitations.expires_at',
      'invitations.accepted_at',
      'invitations.revoked_at',
      'accounts.name as account_name',
    ])
    .where('invitations.token_hash', '=', tokenHash);
  return (lock ? query.forUpdate('invitations') : query).executeTakeFirst();
}

export type InvitationRow = NonNullable<Awaited<ReturnType<typeof findInvitationByTokenHash>>>;

export function listPendingInvitations(q: Q, accountId: string) {
  return pending(q)
    .leftJoin('users as inviter', 'inviter.id', 'invitations.invited_by')
    .select([
      'invitations.id',
      'invitations.email',
      'invitations.role',
      'invitations.created_at',
      'invitations.expires_at',
      'inviter.name as invited_by_name',
    ])
    .where('invitations.account_id', '=', accountId)
    .orderBy('invitations.created_at', 'desc')
    .execute();
}

export function findPendingInvitation(
  q: Q,
  accountId: string,
  by: { id?: string; email?: string },
) {
  let query = pending(q).select(['id', 'email', 'role']).where('account_id', '=', accountId);
  if (by.id) query = query.where('id', '=', by.id);
  if (by.email) query = query.where(sql<string>`lower(email)`, '=', by.email.toLowerCase());
  return query.executeTakeFirst();
}

export async function insertInvitation(
  q: Q,
  values: {
    accountId: string;
    email: string;
    role: AccountRole;
    tokenHash: string;
    invitedBy: string;
    expiresAt: Date;
  },
): Promise<string> {
  const row = await q
    .insertInto('invitations')
    .values({
      account_id: values.accountId,
      email: values.email,
      role: values.role,
      token_hash: values.tokenHash,
      invited_by: values.invitedBy,
      expires_at: values.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Issues a new token and expiry for a pending invitation; the old link stops working. */
export async function renewInvitation(
  q: Q,
  id: string,
  values: { tokenHash: string; expiresAt: Date; role?: AccountRole; invitedBy: string },
): Promise<void> {
  await q
    .updateTable('invitations')
    .set({
      token_hash: values.tokenHash,
      expires_at: values.expiresAt,
      invited_by: values.invitedBy,
      ...(values.role ? { role: values.role } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export async function markInvitation(q: Q, id: string, column: 'accepted_at' | 'revoked_at') {
  const result = await q
    .updateTable('invitations')
    .set(column === 'accepted_at' ? { accepted_at: new Date() } : { revoked_at: new Date() })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
