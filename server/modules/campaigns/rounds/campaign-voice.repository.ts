import { type Kysely, sql } from 'kysely';
import { stormCallVariables } from '../../../../shared/storm/storm-facts';
import type { Database } from '../../../db/types';
import type { CampaignVoiceFacts } from '../../../voice/voice-provider';

type Conn = Kysely<Database>;

export type CampaignVoice = CampaignVoiceFacts;

/**
 * The voice agent and caller number a list dials with (its own, else the account's defaults),
 * with the account's name and Retell key state, in one query.
 */
export async function campaignVoiceOf(
  db: Conn,
  accountId: string,
  listId: string | null,
): Promise<CampaignVoice | null> {
  const row = await db
    .selectFrom('accounts as a')
    // No list (a test call, or the defaults themselves): the defaults alone decide.
    .leftJoin('contact_lists as l', (join) =>
      join
        .onRef('l.account_id', '=', 'a.id')
        .on(listId ? sql<boolean>`l.id = ${listId}` : sql<boolean>`false`),
    )
    .leftJoin('campaign_defaults as d', 'd.account_id', 'a.id')
    .leftJoin('account_api_keys as k', (join) =>
      join.onRef('k.account_id', '=', 'a.id').on('k.provider', '=', 'retell'),
    )
    .leftJoin('voice_agents as v', (join) =>
      join
        .onRef('v.account_id', '=', 'a.id')
        .on((eb) => eb('v.id', '=', eb.fn.coalesce('l.voice_agent_id', 'd.voice_agent_id'))),
    )
    .leftJoin('phone_numbers as n', (join) =>
      join
        .onRef('n.account_id', '=', 'a.id')
        .on((eb) =>
          eb('n.phone_number', '=', eb.fn.coalesce('l.caller_number', 'd.caller_number')),
        ),
    )
    .select([
      'a.name as account_name',
      'a.business_name',
      'a.callback_number',
      'k.check_status',
      'v.id as agent_id',
      'v.name as agent_name',
      'v.retell_agent_id',
      'n.phone_number',
      'n.status as number_status',
      'l.storm',
    ])
    .where('a.id', '=', accountId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    accountName: row.account_name,
    businessName: row.business_name,
    callbackNumber: row.callback_number,
    keyStatus: row.check_status ?? 'missing',
    agentId: row.agent_id,
    agentName: row.agent_name,
    retellAgentId: row.retell_agent_id,
    callerNumber: row.phone_number,
    callerNumberActive: row.number_status === 'active',
    callVariables: stormCallVariables(row.storm),
  };
}
