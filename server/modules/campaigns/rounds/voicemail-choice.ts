import { type Kysely, sql } from 'kysely';
import { CallSettingsSchema } from '../../../../shared/agents/agent-schema';
import { withOptOutNumber } from '../../../../shared/agents/voicemail-message';
import type { Database } from '../../../db/types';
import type { VoicemailChoice } from '../../../voice/voice-provider';
import { mayLeaveVoicemailMessageSql, messageMeetsOptOutRule } from '../policy/voicemail-message';

/**
 * The voicemail choice of one campaign call, right before it is dialled: the setting of the agent
 * that places it (its A/B variant's agent, else the list's, else the account's default), and when it leaves messages, whether this contact
 * may get one now (policy/voicemail-message.ts). The call remembers whether it carried a message,
 * so the outcome can note when a message was left.
 */
export async function voicemailChoiceOf(
  db: Kysely<Database>,
  callId: string,
  realCalls: boolean,
): Promise<VoicemailChoice> {
  const row = await db
    .selectFrom('calls as k')
    .innerJoin('contact_lists as l', 'l.id', 'k.list_id')
    .leftJoin('campaign_defaults as d', 'd.account_id', 'k.account_id')
    .leftJoin('list_variants as lv', 'lv.id', 'k.ab_variant_id')
    .innerJoin('voice_agents as v', (join) =>
      join
        .onRef('v.account_id', '=', 'k.account_id')
        .on((eb) =>
          eb(
            'v.id',
            '=',
            eb.fn.coalesce('lv.voice_agent_id', 'l.voice_agent_id', 'd.voice_agent_id'),
          ),
        ),
    )
    .innerJoin('accounts as a', 'a.id', 'k.account_id')
    .select([
      'k.contact_id',
      'a.opt_out_number',
      sql<unknown>`v.configuration_json -> 'callSettings'`.as('settings'),
    ])
    .where('k.id', '=', callId)
    .where('k.direction', '=', 'outbound')
    .executeTakeFirst();
  const parsed = CallSettingsSchema.safeParse(row?.settings ?? {});
  if (!row?.contact_id || !parsed.success) return { kind: 'agent' };
  const settings = parsed.data;
  if (!settings.voicemailDetection || settings.voicemailAction !== 'message') {
    return { kind: 'agent' };
  }
  const message = settings.voicemailMessage;
  const optOutNumber = row.opt_out_number;
  if (!messageMeetsOptOutRule({ realCalls, message, optOutNumber })) return { kind: 'hangup' };
  const { rows } = await sql<{ allowed: boolean }>`
    update calls k set voicemail_message = ${mayLeaveVoicemailMessageSql('c', settings.voicemailMessageDays, realCalls)}
    from contacts c
    where k.id = ${callId} and c.id = k.contact_id
    returning k.voicemail_message as allowed`.execute(db);
  if (!rows[0]?.allowed) return { kind: 'hangup' };
  return {
    kind: 'message',
    message: optOutNumber ? withOptOutNumber(message, optOutNumber) : message,
  };
}
