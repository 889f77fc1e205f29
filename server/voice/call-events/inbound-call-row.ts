import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types';
import type { RetellCall } from '../../integrations/retell/retell-webhook-shape';
import { INBOUND_DIRECTION } from './inbound-callers';

type Conn = Kysely<Database>;

/** The metadata our inbound answer set (retell-inbound.service.ts); anything else is ignored. */
const InboundMetadata = z.looseObject({
  direction: z.literal(INBOUND_DIRECTION),
  account_id: z.uuid(),
  contact_id: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  voice_agent_id: z.uuid().optional(),
});

export type ProviderCallRow = {
  id: string;
  state: Database['calls']['state']['__select__'];
  list_id: string | null;
  voice_agent_id: string | null;
  ended_at: Date | null;
  /** True for the one event that made the row (the callback's first news). */
  created: boolean;
};

/**
 * A callback's call row, made by the first of its events: Retell's call id was never ours, and
 * the metadata our inbound answer set says inbound for this very account. The contact and agent
 * are taken only when they belong to the account; a repeated or concurrent event finds the row
 * (calls_inbound_provider_key). Any other unknown call id makes no row.
 */
export async function inboundCallRow(
  db: Conn,
  accountId: string,
  provider: string,
  call: RetellCall,
): Promise<ProviderCallRow | undefined> {
  const meta = InboundMetadata.safeParse(call.metadata);
  if (!meta.success || meta.data.account_id !== accountId) return undefined;
  const from = stringField(call, 'from_number');
  const to = stringField(call, 'to_number');
  const startedAt = call.start_timestamp ? new Date(call.start_timestamp) : new Date();
  const { rows } = await sql<ProviderCallRow>`
    insert into calls (account_id, list_id, contact_id, attempt, round_seq, provider,
      provider_call_id, voice_agent_id, from_number, to_number, direction, started_at,
      dispatched_at)
    select ${accountId}::uuid, c.list_id, c.id, 0, null, ${provider}::text, ${call.call_id}::text, v.id,
      ${from}::text, ${to}::text, 'inbound', ${startedAt.toISOString()}::timestamptz, now()
    from (select 1) one
    left join contacts c on c.id = ${meta.data.contact_id ?? null}::bigint
      and c.account_id = ${accountId}
    left join voice_agents v on v.id = ${meta.data.voice_agent_id ?? null}::uuid
      and v.account_id = ${accountId}
    on conflict (account_id, provider, provider_call_id) where direction = 'inbound' do nothing
    returning id, state, list_id, voice_agent_id, ended_at, true as created`.execute(db);
  if (rows[0]) return rows[0];
  return db
    .selectFrom('calls')
    .select([
      'id',
      'state',
      'list_id',
      'voice_agent_id',
      'ended_at',
      sql<boolean>`false`.as('created'),
    ])
    .where('account_id', '=', accountId)
    .where('provider', '=', provider)
    .where('provider_call_id', '=', call.call_id)
    .where('direction', '=', 'inbound')
    .executeTakeFirst();
}

function stringField(call: RetellCall, field: 'from_number' | 'to_number'): string | null {
  const value = (call as Record<string, unknown>)[field];
  return typeof value === 'string' && value.length <= 32 ? value : null;
}
