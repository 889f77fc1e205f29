import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/types';

type Conn = Kysely<Database>;

export type InboundCallerRow = {
  account_name: string;
  business_name: string | null;
  callback_number: string | null;
  contact_id: string | null;
  list_id: string | null;
  first_name: string | null;
  extra: Record<string, unknown> | null;
  agent_id: string | null;
  agent_name: string | null;
  retell_agent_id: string | null;
  last_summary: string | null;
  on_dnc: boolean;
};

/**
 * Everything a callback's answer needs, in one statement on the hot path: the account's contact
 * with this number called most recently (contacts_account_phone_idx), its list's agent (else the
 * account's defaults), else the account's inbound agent (only agents linked to Retell), the last
 * summary of a call with the contact (calls_contact_started_idx) and whether the number is on the
 * do-not-call list.
 */
export async function inboundCallerRow(
  db: Conn,
  accountId: string,
  phoneNumber: string,
): Promise<InboundCallerRow | undefined> {
  const { rows } = await sql<InboundCallerRow>`
    select a.name as account_name, a.business_name, a.callback_number,
      c.id::text as contact_id, c.list_id, c.first_name, c.extra,
      coalesce(la.id, ia.id) as agent_id, coalesce(la.name, ia.name) as agent_name,
      coalesce(la.retell_agent_id, ia.retell_agent_id) as retell_agent_id,
      s.summary as last_summary, dnc.phone_number is not null as on_dnc
    from accounts a
    left join lateral (
      select k.id, k.list_id, k.first_name, k.extra from contacts k
      where k.account_id = a.id and k.phone_number = ${phoneNumber}
      order by k.last_attempt_at desc nulls last, k.id desc limit 1
    ) c on true
    left join contact_lists l on l.id = c.list_id and l.account_id = a.id
    left join campaign_defaults d on d.account_id = a.id
    left join voice_agents la on c.id is not null and la.account_id = a.id
      and la.id = coalesce(l.voice_agent_id, d.voice_agent_id) and la.retell_agent_id is not null
    left join voice_agents ia on ia.account_id = a.id and ia.id = d.inbound_agent_id
      and ia.retell_agent_id is not null
    left join lateral (
      select k.summary from calls k
      where k.contact_id = c.id and k.summary is not null
      order by k.started_at desc limit 1
    ) s on true
    left join do_not_call_numbers dnc on dnc.account_id = a.id and dnc.phone_number = ${phoneNumber}
    where a.id = ${accountId}`.execute(db);
  return rows[0];
}
