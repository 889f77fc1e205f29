import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/types';

type Conn = Kysely<Database>;

/**
 * Marks a callback as told to its owner, once: the facts of the notice, or undefined when the
 * call is no callback from a contact or its owner was told already.
 */
export async function claimCallbackNotice(db: Conn, callId: string) {
  const { rows } = await sql<{
    account_id: string;
    list_id: string;
    contact_id: number;
    first_name: string;
    phone_number: string;
    list_name: string;
  }>`
    update calls k set owner_notified_at = now()
    from contacts c join contact_lists l on l.id = c.list_id
    where k.id = ${callId} and k.direction = 'inbound' and k.owner_notified_at is null
      and c.id = k.contact_id and c.account_id = k.account_id
    returning k.account_id, l.id as list_id, c.id as contact_id, c.first_name, c.phone_number,
      l.name as list_name`.execute(db);
  return rows[0];
}

/** Undoes the mark when the e-mail could not be sent, so the job's retry tells the owner. */
export async function releaseCallbackNotice(db: Conn, callId: string): Promise<void> {
  await db.updateTable('calls').set({ owner_notified_at: null }).where('id', '=', callId).execute();
}

/** The account owner's e-mail address (the first owner). */
export async function accountOwnerEmail(db: Conn, accountId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('email')
    .where('account_id', '=', accountId)
    .where('role', '=', 'owner')
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return row?.email ?? null;
}
