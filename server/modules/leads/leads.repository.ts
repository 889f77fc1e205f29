import { type Kysely, type RawBuilder, sql } from 'kysely';
import {
  AUTO_TAGS,
  type LeadFilters,
  PIPELINE_STAGES,
  type PipelineStage,
} from '../../../shared/leads/pipeline';
import type { Database } from '../../db/types';

type Conn = Kysely<Database>;

/**
 * The account's contacts under the Leads page's filters, newest first. A stored tag drives the
 * walk from `contact_tags` (its key is ordered by contact); otherwise `contacts_account_id_idx`
 * or, with a stage past New, `contacts_account_stage_idx` (it leaves New out: migration 0049; New
 * walks `contacts_account_id_idx`, most contacts being New). 'Do Not Call' is the contact's status.
 * Contacts with an invalid number are not leads.
 */
export function leadsQuery(db: Conn, accountId: string, filters: LeadFilters) {
  const storedTag = filters.tag && filters.tag !== AUTO_TAGS.doNotCall ? filters.tag : null;
  let query = db
    .selectFrom('contacts as c')
    .innerJoin('contact_lists as l', 'l.id', 'c.list_id')
    .where('c.account_id', '=', accountId)
    // An invalid number is nobody to follow up with: not a lead.
    .where('c.status', '<>', 'Invalid Number');
  if (storedTag) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('contact_tags as t')
          .select(sql`1`.as('one'))
          .where('t.account_id', '=', accountId)
          .where('t.tag', '=', storedTag)
          .whereRef('t.contact_id', '=', 'c.id'),
      ),
    );
  }
  if (filters.tag === AUTO_TAGS.doNotCall) query = query.where('c.status', '=', 'Do Not Call');
  if (filters.stage) query = query.where('c.stage', '=', filters.stage);
  const search = filters.search?.trim();
  if (search) query = query.where(searchSql(search));
  return query;
}

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The Leads search: digits (in any format: "(214) 555-0100", "+1 214.555.0100") match part of
 * the number or the start of the ZIP; words each match a part of the name (the first name or
 * any column of the file whose header says name: "Last Name", "Owner name").
 */
function searchSql(search: string): RawBuilder<boolean> {
  const digits = search.replace(/[\s()+.-]/g, '');
  if (/^\d+$/.test(digits)) {
    const zip = digits.length <= 5 ? sql`or c.zip like ${`${digits}%`}` : sql``;
    return sql<boolean>`(c.phone_number like ${`%${digits}%`} ${zip})`;
  }
  const words = search.split(/\s+/).map(
    (word) => sql<boolean>`(c.first_name ilike ${likeText(word)} or exists (
      select 1 from jsonb_each_text(c.extra) e
      where lower(e.key) like '%name%' and e.value ilike ${likeText(word)}))`,
  );
  return sql<boolean>`(${sql.join(words, sql` and `)})`;
}

export function leadsPage(
  db: Conn,
  accountId: string,
  filters: LeadFilters,
  before: number | null,
  limit: number,
) {
  let query = leadsQuery(db, accountId, filters);
  if (before !== null) query = query.where('c.id', '<', before);
  return query
    .select([
      'c.id',
      'c.first_name',
      'c.phone_number',
      'c.list_id',
      'l.name as list_name',
      'c.stage',
      'c.status',
      'c.last_attempt_at',
    ])
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Contacts per stage. Unfiltered: the kept counters, New being the account's contacts with a
 * valid number (each list's count less its invalid ones) less the rest (no contact is read). A stored tag alone: its kept counters. With a search or the
 * 'Do Not Call' tag (a status): counted over the matching contacts.
 */
export async function stageCounts(
  db: Conn,
  accountId: string,
  filters: LeadFilters,
): Promise<Map<PipelineStage, number>> {
  const counts = new Map<PipelineStage, number>(PIPELINE_STAGES.map((s) => [s, 0]));
  if (filters.tag && filters.tag !== AUTO_TAGS.doNotCall && !filters.search?.trim()) {
    for (const row of await tagStageCounts(db, accountId, filters.tag)) {
      counts.set(row.stage as PipelineStage, Number(row.n));
    }
    return counts;
  }
  if (filters.tag || filters.search) {
    const rows = await leadsQuery(db, accountId, { ...filters, stage: undefined })
      .select(['c.stage', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('c.stage')
      .execute();
    for (const row of rows) counts.set(row.stage, Number(row.n));
    return counts;
  }
  const [kept, total] = await Promise.all([
    db
      .selectFrom('contact_stage_counts')
      .select(['stage', (eb) => eb.fn.sum<string>('n').as('n')])
      .where('account_id', '=', accountId)
      .groupBy('stage')
      .execute(),
    db
      .selectFrom('contact_lists')
      .select(sql<string>`coalesce(sum(contact_count - invalid_count), 0)`.as('n'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow(),
  ]);
  let rest = 0;
  for (const row of kept) {
    counts.set(row.stage as PipelineStage, Number(row.n));
    rest += Number(row.n);
  }
  counts.set('New', Math.max(0, Number(total.n) - rest));
  return counts;
}

function tagStageCounts(db: Conn, accountId: string, tag: string) {
  return db
    .selectFrom('contact_tag_stage_counts')
    .select(['stage', (eb) => eb.fn.sum<string>('n').as('n')])
    .where('account_id', '=', accountId)
    .where('tag', '=', tag)
    .groupBy('stage')
    .execute();
}
