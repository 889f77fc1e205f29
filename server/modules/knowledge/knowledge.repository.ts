import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { KnowledgeItemsTable } from '../../db/tables/knowledge';
import type { Database } from '../../db/types';

type Conn = Kysely<Database>;
export type KnowledgeRow = Selectable<KnowledgeItemsTable>;
export type KnowledgeListRow = Omit<KnowledgeRow, 'text_content'> & {
  text_chars: number;
  agent_name: string | null;
};

/** `%` and `_` typed by the user match themselves, not any text. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The account's items, newest first; `search` matches titles (and text) case-insensitively. */
export function listKnowledgeRows(
  db: Conn,
  accountId: string,
  filter: { search: string; inContent: boolean; id?: string },
): Promise<KnowledgeListRow[]> {
  let query = db
    .selectFrom('knowledge_items as k')
    .leftJoin('voice_agents as a', (join) =>
      join.onRef('a.id', '=', 'k.agent_id').onRef('a.account_id', '=', 'k.account_id'),
    )
    .select([
      'k.id',
      'k.account_id',
      'k.title',
      'k.type',
      'k.agent_id',
      'k.file_name',
      'k.mime_type',
      'k.byte_size',
      'k.text_status',
      'k.faqs',
      'k.created_at',
      'k.updated_at',
      'a.name as agent_name',
      sql<number>`char_length(k.text_content)`.as('text_chars'),
    ])
    .where('k.account_id', '=', accountId);
  if (filter.id) query = query.where('k.id', '=', filter.id);
  if (filter.search) {
    const pattern = likePattern(filter.search);
    query = query.where((eb) =>
      filter.inContent
        ? eb.or([
            eb('k.title', 'ilike', pattern),
            eb('k.text_content', 'ilike', pattern),
            eb(sql`k.faqs::text`, 'ilike', pattern),
          ])
        : eb('k.title', 'ilike', pattern),
    );
  }
  return query.orderBy('k.created_at', 'desc').orderBy('k.id', 'desc').execute();
}

export function findKnowledgeRow(db: Conn, accountId: string, id: string) {
  return db
    .selectFrom('knowledge_items')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** An item and its file in one transaction. */
export function insertKnowledgeRow(
  db: Conn,
  values: Insertable<KnowledgeItemsTable>,
  bytes: Buffer | null,
): Promise<KnowledgeRow> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('knowledge_items')
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (bytes) {
      await trx
        .insertInto('knowledge_files')
        .values({ item_id: row.id, account_id: row.account_id, bytes })
        .execute();
    }
    return row;
  });
}

/** Updates an item, and replaces its file when new bytes are given. */
export function updateKnowledgeRow(
  db: Conn,
  accountId: string,
  id: string,
  values: Updateable<KnowledgeItemsTable>,
  bytes: Buffer | null = null,
): Promise<KnowledgeRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('knowledge_items')
      .set({ ...values, updated_at: new Date() })
      .where('account_id', '=', accountId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (row && bytes) {
      await trx
        .updateTable('knowledge_files')
        .set({ bytes })
        .where('item_id', '=', id)
        .where('account_id', '=', accountId)
        .execute();
    }
    return row;
  });
}

export function deleteKnowledgeRow(db: Conn, accountId: string, id: string) {
  return db
    .deleteFrom('knowledge_items')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .returning(['id', 'agent_id'])
    .executeTakeFirst();
}

export function findKnowledgeFile(db: Conn, accountId: string, id: string) {
  return db
    .selectFrom('knowledge_items as k')
    .innerJoin('knowledge_files as f', 'f.item_id', 'k.id')
    .select(['k.file_name', 'k.mime_type', 'f.bytes'])
    .where('k.account_id', '=', accountId)
    .where('f.account_id', '=', accountId)
    .where('k.id', '=', id)
    .executeTakeFirst();
}

/** What an agent's prompt carries: its items, oldest first. */
export function agentKnowledgeRows(db: Conn, accountId: string, agentId: string) {
  return db
    .selectFrom('knowledge_items')
    .select(['title', 'type', 'text_content', 'faqs'])
    .where('account_id', '=', accountId)
    .where('agent_id', '=', agentId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function agentBelongsToAccount(db: Conn, accountId: string, agentId: string) {
  const row = await db
    .selectFrom('voice_agents')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', '=', agentId)
    .executeTakeFirst();
  return Boolean(row);
}
