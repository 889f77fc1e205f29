import { type Kysely, sql } from 'kysely';
import type { ContactStatus } from '../../../../shared/dialer/contact-status';
import type { ListSummary } from '../../../../shared/dialer/list-summary';
import type { Database } from '../../../db/types';

type Conn = Kysely<Database>;

const SUMMARY_COLUMNS = [
  'id',
  'name',
  'description',
  'file_name',
  'created_at',
  'contact_count',
  'invalid_count',
  'duplicate_count',
  'wait_reason',
  'wait_zone',
  'queued_since',
  'state',
  'next_run_at',
  'pause_reason',
  'end_reason',
  'max_attempts',
] as const;

export type StatusCounts = Partial<Record<ContactStatus, number>>;

/** A list's counts with "Not Called" as its contact_count less the dialled ones. */
function withNotCalled(dialled: StatusCounts, contactCount: number): StatusCounts {
  const counts: StatusCounts = {};
  let total = 0;
  for (const [status, n] of Object.entries(dialled) as [ContactStatus, number][]) {
    if (n <= 0) continue;
    counts[status] = n;
    total += n;
  }
  if (contactCount > total) counts['Not Called'] = contactCount - total;
  return counts;
}

/** The dialled counts of a list as one JSON object, summed over its counter rows (migration 0024). */
const dialledCounts = sql<StatusCounts | null>`(
  select jsonb_object_agg(s.status, s.n) from (
    select c.status, sum(c.n)::int as n from contact_status_counts c
    where c.list_id = contact_lists.id group by c.status
  ) s)`;

/**
 * Contacts per status for each list, from the counts the triggers keep: no contact is read.
 * Only dialled contacts are counted; the rest are Not Called, as contact_count never changes
 * after the import.
 */
export async function countsByStatus(
  db: Conn,
  lists: readonly { id: string; contact_count: number }[],
): Promise<Map<string, StatusCounts>> {
  const result = new Map<string, StatusCounts>();
  if (lists.length === 0) return result;
  const rows = await db
    .selectFrom('contact_status_counts')
    .select(['list_id', 'status', (eb) => eb.fn.sum<string>('n').as('n')])
    .where(
      'list_id',
      'in',
      lists.map((list) => list.id),
    )
    .groupBy(['list_id', 'status'])
    .execute();
  const dialled = new Map<string, StatusCounts>(lists.map((list) => [list.id, {}]));
  for (const row of rows) dialled.get(row.list_id)![row.status as ContactStatus] = Number(row.n);
  for (const list of lists)
    result.set(list.id, withNotCalled(dialled.get(list.id)!, list.contact_count));
  return result;
}

/** Summaries of the account's lists, newest first (or the one list asked for): one statement. */
export async function listSummaries(
  db: Conn,
  accountId: string,
  listId?: string,
): Promise<ListSummary[]> {
  let query = db
    .selectFrom('contact_lists')
    .select([...SUMMARY_COLUMNS, dialledCounts.as('dialled')])
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  if (listId) query = query.where('id', '=', listId);
  const lists = await query.execute();
  return lists.map((list) => ({
    id: list.id,
    name: list.name,
    description: list.description,
    fileName: list.file_name,
    createdAt: list.created_at.toISOString(),
    contactCount: list.contact_count,
    invalidCount: list.invalid_count,
    duplicateCount: list.duplicate_count,
    state: list.state,
    nextRunAt: list.next_run_at?.toISOString() ?? null,
    pauseReason: list.state === 'paused' ? list.pause_reason : null,
    endReason: list.state === 'completed' ? list.end_reason : null,
    waitReason: list.state === 'waiting' ? list.wait_reason : null,
    waitZone: list.state === 'waiting' ? list.wait_zone : null,
    queuedSince: list.queued_since?.toISOString() ?? null,
    counts: withNotCalled(list.dialled ?? {}, list.contact_count),
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

/** Renames a list of the account; false when the account has no such list. */
export async function setListDetails(
  db: Conn,
  accountId: string,
  input: { listId: string; name: string; description: string },
): Promise<boolean> {
  const updated = await db
    .updateTable('contact_lists')
    .set({ name: input.name, description: input.description, updated_at: new Date() })
    .where('id', '=', input.listId)
    .where('account_id', '=', accountId)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}
