import { sql } from 'kysely';
import type { CallState, CallsTable } from '../../../server/db/tables/dialer';
import type { TestContext } from '../../helpers/test-context';

type CallValues = {
  listId?: string | null;
  contactId?: number | null;
  attempt?: number;
  state?: CallState;
  outcome?: CallsTable['outcome'];
  provider?: string;
  providerCallId?: string | null;
  voiceAgentId?: string | null;
  startedAt?: Date;
  endedAt?: Date | null;
  durationMs?: number | null;
  toNumber?: string | null;
  recordingUrl?: string | null;
  costCents?: number | null;
  disconnectionReason?: string | null;
  direction?: 'outbound' | 'inbound';
  fromNumber?: string | null;
};

/** Inserts one call row directly (a test call unless a list and contact are given). */
export async function insertCall(
  ctx: TestContext,
  accountId: string,
  values: CallValues = {},
): Promise<string> {
  const state = values.state ?? (values.outcome ? 'ended' : 'in-progress');
  const row = await ctx.db
    .insertInto('calls')
    .values({
      account_id: accountId,
      list_id: values.listId ?? null,
      contact_id: values.contactId ?? null,
      attempt: values.attempt ?? 1,
      round_seq: values.listId ? 1 : null,
      state,
      outcome: values.outcome ?? null,
      provider: values.provider ?? 'simulated',
      provider_call_id: values.providerCallId ?? null,
      voice_agent_id: values.voiceAgentId ?? null,
      started_at: values.startedAt ?? new Date(),
      ended_at: values.endedAt ?? null,
      duration_ms: values.durationMs ?? null,
      to_number: values.toNumber ?? '+12145550101',
      recording_url: values.recordingUrl ?? null,
      cost_cents: values.costCents ?? null,
      disconnection_reason: values.disconnectionReason ?? null,
      direction: values.direction ?? 'outbound',
      from_number: values.fromNumber ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** `count` ended test calls of the account, one a second back from `newest`, in one statement. */
export async function insertManyCalls(
  ctx: TestContext,
  accountId: string,
  count: number,
  newest: Date,
): Promise<void> {
  await sql`
    insert into calls (account_id, attempt, state, outcome, provider, started_at, ended_at,
      to_number)
    select ${accountId}::uuid, 1, 'ended', 'Completed', 'simulated',
      ${newest.toISOString()}::timestamptz - make_interval(secs => i),
      ${newest.toISOString()}::timestamptz - make_interval(secs => i) + interval '3 seconds',
      '+12145550101'
    from generate_series(0, ${count - 1}) as i`.execute(ctx.db);
}

export async function firstContactId(ctx: TestContext, listId: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('contacts')
    .select('id')
    .where('list_id', '=', listId)
    .orderBy('row_number')
    .executeTakeFirstOrThrow();
  return row.id;
}
