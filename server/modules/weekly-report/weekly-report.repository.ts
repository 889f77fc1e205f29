import { type Kysely, sql } from 'kysely';
import type { BestOf } from '../../../shared/weekly-report/weekly-report-inputs';
import type { Database } from '../../db/types';
import { ALL_AGENTS_ID, NO_AGENT_ID } from '../call-logs/call-facts.sql';

type Conn = Kysely<Database>;

type BestScope = { accountId: string; from: Date; to: Date; withSimulated: boolean };

/**
 * The list (or agent) with the most bookings in the week, from the same funnel rollups as
 * Analytics: its slice under every agent (or every list). Ties go to more connects, then calls.
 */
export async function bestOf(db: Conn, by: 'list' | 'agent', scope: BestScope): Promise<BestOf> {
  const key = by === 'list' ? sql.ref('r.list_id') : sql.ref('r.voice_agent_id');
  const other = by === 'list' ? sql.ref('r.voice_agent_id') : sql.ref('r.list_id');
  const names =
    by === 'list'
      ? sql`(select id, name from contact_lists where account_id = ${scope.accountId})`
      : sql`(select id, name from voice_agents where account_id = ${scope.accountId})`;
  const real = scope.withSimulated ? sql`` : sql`and not r.simulated`;
  const { rows } = await sql<{ name: string; bookings: number; connects: number; calls: number }>`
    select n.name, sum(r.booked)::int as bookings, sum(r.connected)::int as connects,
      sum(r.dialled)::int as calls
    from call_funnel_rollups r join ${names} n on n.id = ${key}
    where r.account_id = ${scope.accountId} and ${other} = ${ALL_AGENTS_ID}::uuid
      and ${key} not in (${ALL_AGENTS_ID}::uuid, ${NO_AGENT_ID}::uuid)
      and r.hour >= ${scope.from.toISOString()}::timestamptz
      and r.hour < ${scope.to.toISOString()}::timestamptz ${real}
    group by n.id, n.name
    having sum(r.dialled) > 0 or sum(r.booked) > 0
    order by 2 desc, 3 desc, 4 desc, n.name
    limit 1`.execute(db);
  return rows[0] ?? null;
}

export async function accountTimeZone(db: Conn, accountId: string): Promise<string> {
  const row = await db
    .selectFrom('accounts')
    .select('time_zone')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.time_zone;
}

export type Recipient = { accountId: string; userId: string; email: string; timeZone: string };

/** Every opted-in member, with their account's zone (the job decides per zone who is due). */
export function optedInMembers(db: Conn): Promise<Recipient[]> {
  return db
    .selectFrom('users')
    .innerJoin('accounts', 'accounts.id', 'users.account_id')
    .select([
      'users.account_id as accountId',
      'users.id as userId',
      'users.email',
      'accounts.time_zone as timeZone',
    ])
    .where('users.weekly_report', '=', true)
    .orderBy('users.account_id')
    .execute();
}

/** Claims one member's report of one week; false when it was claimed (sent) before. */
export async function claimSend(
  db: Conn,
  recipient: Recipient,
  weekStart: string,
): Promise<boolean> {
  const row = await db
    .insertInto('weekly_report_sends')
    .values({ account_id: recipient.accountId, user_id: recipient.userId, week_start: weekStart })
    .onConflict((oc) => oc.doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives a claim back after the mail provider refused the message (the next run tries again). */
export async function releaseSend(
  db: Conn,
  recipient: Recipient,
  weekStart: string,
): Promise<void> {
  await db
    .deleteFrom('weekly_report_sends')
    .where('account_id', '=', recipient.accountId)
    .where('user_id', '=', recipient.userId)
    .where('week_start', '=', sql<Date>`${weekStart}::date`)
    .execute();
}

export async function setOptIn(db: Conn, userId: string, enabled: boolean): Promise<void> {
  await db.updateTable('users').set({ weekly_report: enabled }).where('id', '=', userId).execute();
}
