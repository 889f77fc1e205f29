import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { VoiceAgentsTable } from '../../db/tables/agents';
import type { Database } from '../../db/types';

type Conn = Kysely<Database>;
export type AgentRow = Selectable<VoiceAgentsTable>;

/** The account's agents, newest first. */
export function listAgentRows(db: Conn, accountId: string): Promise<AgentRow[]> {
  return db
    .selectFrom('voice_agents')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findAgentRow(db: Conn, accountId: string, id: string) {
  return db
    .selectFrom('voice_agents')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Inserts an agent once per `key` (a draft id for a retried create, a Retell agent id for an
 * import): when the account already has a row with that key, that row is returned as it is.
 * The account's first agent becomes the default agent of its lists that have none.
 */
async function insertOnce(
  db: Conn,
  values: Insertable<VoiceAgentsTable>,
  key: 'draft_id' | 'retell_agent_id',
): Promise<AgentRow> {
  const inserted = await db
    .insertInto('voice_agents')
    .values(values)
    .onConflict((oc) => oc.columns(['account_id', key]).where(key, 'is not', null).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) {
    await defaultWhenFirst(db, inserted);
    return inserted;
  }
  return db
    .selectFrom('voice_agents')
    .selectAll()
    .where('account_id', '=', values.account_id)
    .where(key, '=', values[key] ?? '')
    .executeTakeFirstOrThrow();
}

/** The account's only agent becomes its campaign default when no default agent is chosen. */
async function defaultWhenFirst(db: Conn, agent: { id: string; account_id: string }) {
  await sql`
    insert into campaign_defaults (account_id, voice_agent_id)
    select ${agent.account_id}, ${agent.id}
    where not exists (
      select 1 from voice_agents where account_id = ${agent.account_id} and id <> ${agent.id})
    on conflict (account_id) do update set voice_agent_id = excluded.voice_agent_id,
      updated_at = now()
    where campaign_defaults.voice_agent_id is null`.execute(db);
}

/** Inserts an agent; a retried create with the same draft id returns the first row instead. */
export function insertAgentRow(db: Conn, values: Insertable<VoiceAgentsTable>): Promise<AgentRow> {
  return insertOnce(db, values, 'draft_id');
}

export function updateAgentRow(
  db: Conn,
  accountId: string,
  id: string,
  values: Updateable<VoiceAgentsTable>,
) {
  return db
    .updateTable('voice_agents')
    .set({ ...values, updated_at: new Date() })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteAgentRow(db: Conn, accountId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('voice_agents')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export function importedRetellIds(db: Conn, accountId: string): Promise<{ id: string }[]> {
  return db
    .selectFrom('voice_agents')
    .select('retell_agent_id as id')
    .where('account_id', '=', accountId)
    .where('retell_agent_id', 'is not', null)
    .$narrowType<{ id: string }>()
    .execute();
}

/** What the agent calls the business ({company_name}): the Business name, else the workspace name. */
export async function accountName(db: Conn, accountId: string): Promise<string> {
  const row = await db
    .selectFrom('accounts')
    .select(['name', 'business_name'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.business_name ?? row?.name ?? '';
}

/** Inserts an imported agent; one already imported into this account is returned as it is. */
export function insertImportedRow(
  db: Conn,
  values: Insertable<VoiceAgentsTable> & { retell_agent_id: string },
): Promise<AgentRow> {
  return insertOnce(db, values, 'retell_agent_id');
}
