import { sql } from 'kysely';
import type { Db } from '../../../db/database';

/** The state the number's consent events lead to; undefined: no event yet. */
export function consentRecordOf(db: Db, accountId: string, number: string) {
  return db
    .selectFrom('consent_records')
    .select(['consented', 'granted', 'evidenced', 'revoked_at', 'event_id', 'consent_source'])
    .where('account_id', '=', accountId)
    .where('phone_number', '=', number)
    .executeTakeFirst();
}

/** The number's do-not-call entry now, with who added it; undefined: not on the list. */
export function doNotCallEntryOf(db: Db, accountId: string, number: string) {
  return db
    .selectFrom('do_not_call_numbers as d')
    .leftJoin('users as u', 'u.id', 'd.added_by')
    .select(['d.source', 'd.created_at', 'd.call_id', 'u.name as added_by'])
    .where('d.account_id', '=', accountId)
    .where('d.phone_number', '=', number)
    .executeTakeFirst();
}

/**
 * The number's do-not-call additions and removals, oldest first: the compliance log's (who, why)
 * and the person's own opt-outs on calls (logged as revocations by the consent ledger).
 */
export async function doNotCallChangesOf(db: Db, accountId: string, number: string) {
  const { rows } = await sql<{
    key: string;
    action: string;
    at: Date;
    actor: string | null;
    actor_role: string | null;
    reason: string | null;
  }>`
    select 'log-' || l.id as key, l.action, l.at, u.name as actor, l.actor_role, l.reason
    from compliance_log l left join users u on u.id = l.actor_id
    where l.account_id = ${accountId} and l.subject = ${number}
      and l.action like 'do-not-call %'
    union all
    select 'consent-' || e.id, 'opted out on a call', e.recorded_at, null, null, e.source_detail
    from consent_events e
    where e.account_id = ${accountId} and e.phone_number = ${number}
      and e.source = 'call' and e.kind = 'revoked'
    order by at, key`.execute(db);
  return rows;
}

/**
 * One page of the number's dial records, newest first, before record `before`: every column as
 * stored, with the call each decided on, the agent's and the campaign starter's names.
 */
export function dialRecordsPage(
  db: Db,
  accountId: string,
  number: string,
  page: { before: number | null; limit: number },
) {
  let query = db
    .selectFrom('dial_records as r')
    .leftJoin('calls as c', (join) =>
      join.onRef('c.id', '=', 'r.call_id').onRef('c.account_id', '=', 'r.account_id'),
    )
    .leftJoin('contact_lists as l', 'l.id', 'c.list_id')
    .leftJoin('voice_agents as a', 'a.id', 'r.agent_id')
    .leftJoin('voice_agents as ca', 'ca.id', 'c.voice_agent_id')
    .leftJoin('users as s', 's.id', 'r.started_by')
    .selectAll('r')
    .select([
      'c.id as call__id',
      'c.state as call__state',
      'c.outcome as call__outcome',
      'c.direction as call__direction',
      'c.provider as call__provider',
      sql<string | null>`coalesce(l.name, c.list_name)`.as('call__list_name'),
      'ca.name as call__agent_name',
      'c.started_at as call__started_at',
      'c.dispatched_at as call__dispatched_at',
      'c.ended_at as call__ended_at',
      'c.duration_ms as call__duration_ms',
      'c.not_placed_reason as call__not_placed_reason',
      'a.name as agent_name',
      's.name as started_by_name',
    ])
    .where('r.account_id', '=', accountId)
    .where('r.phone_number', '=', number);
  if (page.before !== null) query = query.where('r.id', '<', page.before);
  return query.orderBy('r.id', 'desc').limit(page.limit).execute();
}

export type DialRecordRow = Awaited<ReturnType<typeof dialRecordsPage>>[number];
