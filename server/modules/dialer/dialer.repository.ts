import { type Kysely, sql, type Transaction } from 'kysely';
import type { CampaignState } from '../../../shared/dialer/contact-status';
import type { Database } from '../../db/types';

type Conn = Kysely<Database>;

export type ClaimedContact = {
  id: number;
  firstName: string;
  attempts: number;
  lastAttemptAt: Date | null;
};

/** Locks the list row: every change to a campaign's state or in-flight calls goes through it. */
export function lockList(trx: Transaction<Database>, listId: string) {
  return trx
    .selectFrom('contact_lists')
    .selectAll()
    .where('id', '=', listId)
    .forUpdate()
    .executeTakeFirst();
}

export type ListRow = NonNullable<Awaited<ReturnType<typeof lockList>>>;

/**
 * Claims up to `limit` contacts that are eligible at `now` and marks them In Progress.
 * SKIP LOCKED: two workers never take the same contact; the partial index keeps this flat.
 */
export async function claimEligibleContacts(
  trx: Transaction<Database>,
  listId: string,
  limit: number,
  now: Date,
): Promise<ClaimedContact[]> {
  if (limit <= 0) return [];
  const { rows } = await sql<{
    id: number;
    first_name: string;
    attempts: number;
    last_attempt_at: Date | null;
  }>`
    with picked as (
      select id from contacts
      where list_id = ${listId} and next_eligible_at is not null and next_eligible_at <= ${now}
      order by next_eligible_at, row_number
      limit ${limit}
      for update skip locked
    )
    update contacts c set status = 'In Progress', next_eligible_at = null
    from picked where c.id = picked.id
    returning c.id, c.first_name, c.attempts, c.last_attempt_at`.execute(trx);
  return rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    attempts: row.attempts,
    lastAttemptAt: row.last_attempt_at,
  }));
}

export async function insertCalls(
  trx: Transaction<Database>,
  list: { id: string; account_id: string },
  contacts: ClaimedContact[],
  roundSeq: number,
  provider: string,
  startedAt: Date,
) {
  return trx
    .insertInto('calls')
    .values(
      contacts.map((contact) => ({
        account_id: list.account_id,
        list_id: list.id,
        contact_id: contact.id,
        attempt: contact.attempts + 1,
        round_seq: roundSeq,
        provider,
        started_at: startedAt,
      })),
    )
    .returning(['id', 'contact_id', 'started_at'])
    .execute();
}

export async function countCallsInFlight(db: Conn, listId: string): Promise<number> {
  const row = await db
    .selectFrom('calls')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('list_id', '=', listId)
    .where('state', '=', 'in-progress')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The earliest time anyone on the list becomes eligible, or null when nobody ever will. */
export async function earliestEligibleAt(db: Conn, listId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('contacts')
    .select('next_eligible_at')
    .where('list_id', '=', listId)
    .where('next_eligible_at', 'is not', null)
    .orderBy('next_eligible_at')
    .limit(1)
    .executeTakeFirst();
  return row?.next_eligible_at ?? null;
}

export async function updateListCampaign(
  db: Conn,
  listId: string,
  values: {
    state?: CampaignState;
    round_seq?: number;
    next_run_at?: Date | null;
    next_round_at?: Date | null;
  },
): Promise<void> {
  await db
    .updateTable('contact_lists')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', listId)
    .execute();
}

export function inFlightCalls(
  db: Conn,
  where: { listId?: string; roundSeq?: number; startedBefore?: Date },
) {
  let query = db
    .selectFrom('calls')
    .select(['id', 'list_id', 'account_id', 'started_at'])
    .where('state', '=', 'in-progress');
  if (where.listId) query = query.where('list_id', '=', where.listId);
  if (where.roundSeq !== undefined) query = query.where('round_seq', '=', where.roundSeq);
  if (where.startedBefore) query = query.where('started_at', '<', where.startedBefore);
  return query.orderBy('started_at').limit(1000).execute();
}
