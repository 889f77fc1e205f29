import type { Kysely } from 'kysely';
import type { ContactStatus } from '../../../shared/dialer/contact-status';
import type { ListSummary } from '../../../shared/dialer/list-summary';
import type { Database } from '../../db/types';

type Conn = Kysely<Database>;

const SUMMARY_COLUMNS = [
  'id',
  'name',
  'description',
  'file_name',
  'created_at',
  'contact_count',
  'state',
  'next_run_at',
  'max_attempts',
] as const;

/** Summaries of the account's lists, newest first (or the one list asked for). */
export async function listSummaries(
  db: Conn,
  accountId: string,
  listId?: string,
): Promise<ListSummary[]> {
  let query = db
    .selectFrom('contact_lists')
    .select(SUMMARY_COLUMNS)
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  if (listId) query = query.where('id', '=', listId);
  const lists = await query.execute();
  if (lists.length === 0) return [];

  const counts = await db
    .selectFrom('contacts')
    .select(['list_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where(
      'list_id',
      'in',
      lists.map((list) => list.id),
    )
    .groupBy(['list_id', 'status'])
    .execute();
  const byList = new Map<string, Partial<Record<ContactStatus, number>>>();
  for (const row of counts) {
    const entry = byList.get(row.list_id) ?? {};
    entry[row.status] = Number(row.n);
    byList.set(row.list_id, entry);
  }
  return lists.map((list) => ({
    id: list.id,
    name: list.name,
    description: list.description,
    fileName: list.file_name,
    createdAt: list.created_at.toISOString(),
    contactCount: list.contact_count,
    state: list.state,
    nextRunAt: list.next_run_at?.toISOString() ?? null,
    counts: byList.get(list.id) ?? {},
    usesDefaultSettings: list.max_attempts === null,
  }));
}

export async function findListOfAccount(db: Conn, accountId: string, listId: string) {
  return db
    .selectFrom('contact_lists')
    .selectAll()
    .where('id', '=', listId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}
