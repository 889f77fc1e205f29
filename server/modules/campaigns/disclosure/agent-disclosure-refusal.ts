import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/types';
import { realCallRefusalOfRow } from '../../agents/agent-real-call';

/** The words a refused start begins with (the same as the readiness refusal's). */
export const DISCLOSURE_START_REFUSAL = 'Real calls cannot start:';

/**
 * The disclosure check of the agents a list's real calls would use (its own or the account's
 * default, and its running A/B variants): each one that fails, with why and how to fix it, as one
 * text; null when every one passes (or the list has no agent: the readiness check names that).
 */
export async function agentDisclosureRefusal(
  db: Kysely<Database>,
  accountId: string,
  listId: string,
): Promise<string | null> {
  const rows = await db
    .selectFrom('voice_agents as v')
    .selectAll('v')
    .where('v.account_id', '=', accountId)
    .where((eb) =>
      eb.or([
        eb(
          'v.id',
          '=',
          sql<string>`(select coalesce(l.voice_agent_id, d.voice_agent_id)
            from contact_lists l left join campaign_defaults d on d.account_id = l.account_id
            where l.id = ${listId} and l.account_id = ${accountId})`,
        ),
        eb(
          'v.id',
          'in',
          eb
            .selectFrom('list_variants')
            .select('voice_agent_id')
            .where('list_id', '=', listId)
            .where('account_id', '=', accountId)
            .where('stopped_at', 'is', null),
        ),
      ]),
    )
    .orderBy('v.name')
    .execute();
  const account = await db
    .selectFrom('accounts')
    .select('business_name')
    .where('id', '=', accountId)
    .executeTakeFirst();
  const refusals = rows
    .map((row) => realCallRefusalOfRow(row, account?.business_name ?? null))
    .filter((refusal): refusal is string => refusal !== null);
  return refusals.length ? `${DISCLOSURE_START_REFUSAL} ${refusals.join(' ')}` : null;
}
