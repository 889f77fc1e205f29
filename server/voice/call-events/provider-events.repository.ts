import { type Kysely, sql } from 'kysely';
import { callFieldValues } from '../../../shared/calls/call-field-values';
import type { Database } from '../../db/types';
import type { RetellCall } from '../../integrations/retell/retell-webhook-shape';

type Conn = Kysely<Database>;

/**
 * Stores an event once per (account, provider, provider call, event). Returns its id and whether it still needs
 * processing (false for a duplicate of an event already processed).
 */
export async function storeEvent(
  db: Conn,
  values: {
    accountId: string;
    provider: string;
    providerCallId: string;
    event: string;
    payload: string;
  },
): Promise<{ id: string; pending: boolean; duplicate: boolean }> {
  // One statement: the insert, or (on a repeated delivery) the row already stored.
  const { rows } = await sql<{ id: string; pending: boolean; duplicate: boolean }>`
    with inserted as (
      insert into provider_webhook_events (account_id, provider, provider_call_id, event, payload)
      values (${values.accountId}, ${values.provider}, ${values.providerCallId}, ${values.event},
        ${values.payload})
      on conflict (account_id, provider, provider_call_id, event) do nothing
      returning id
    )
    select id, true as pending, false as duplicate from inserted
    union all
    select id, processed_at is null, true from provider_webhook_events
    where account_id = ${values.accountId} and provider = ${values.provider}
      and provider_call_id = ${values.providerCallId} and event = ${values.event}
      and not exists (select 1 from inserted)`.execute(db);
  if (rows[0]) return rows[0];
  // The same delivery committed by another request while this statement ran (its snapshot
  // predates that row): read it now.
  const existing = await db
    .selectFrom('provider_webhook_events')
    .select(['id', 'processed_at'])
    .where('account_id', '=', values.accountId)
    .where('provider', '=', values.provider)
    .where('provider_call_id', '=', values.providerCallId)
    .where('event', '=', values.event)
    .executeTakeFirstOrThrow();
  return { id: existing.id, pending: existing.processed_at === null, duplicate: true };
}

export function loadEvent(db: Conn, eventId: string) {
  return db
    .selectFrom('provider_webhook_events')
    .selectAll()
    .where('id', '=', eventId)
    .executeTakeFirst();
}

export async function markProcessed(db: Conn, eventId: string): Promise<void> {
  await db
    .updateTable('provider_webhook_events')
    .set({ processed_at: new Date() })
    .where('id', '=', eventId)
    .where('processed_at', 'is', null)
    .execute();
}

/**
 * Our call row for a provider call, within the account the event was verified for: by the
 * provider's id, or (when the event outran the dispatch's answer) by our id in its metadata, which
 * then records the provider's id.
 */
export async function findProviderCall(
  db: Conn,
  accountId: string,
  provider: string,
  providerCallId: string,
  ourCallId: string | undefined,
) {
  const columns = ['id', 'state', 'list_id', 'voice_agent_id', 'ended_at'] as const;
  const known = await db
    .selectFrom('calls')
    .select(columns)
    .where('account_id', '=', accountId)
    .where('provider', '=', provider)
    .where('provider_call_id', '=', providerCallId)
    .executeTakeFirst();
  if (known || !ourCallId || !UUID.test(ourCallId)) return known;
  return db
    .updateTable('calls')
    .set({ provider_call_id: providerCallId })
    .where('id', '=', ourCallId)
    .where('account_id', '=', accountId)
    .where('provider', '=', provider)
    .where('provider_call_id', 'is', null)
    .returning(columns)
    .executeTakeFirst();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The call fields' values as a JSON text, or null when the analysis carried none. */
function storedCallFields(customAnalysisData: unknown): string | null {
  const values = callFieldValues(customAnalysisData);
  return values ? JSON.stringify(values) : null;
}

/** What Retell reported about a call; a later report fills what is missing, never erases. */
export async function saveCallFacts(db: Conn, callId: string, call: RetellCall): Promise<void> {
  const analysis = call.call_analysis;
  const cost = call.call_cost?.combined_cost;
  const latency = call.latency?.e2e?.p50;
  const facts = {
    disconnection_reason: call.disconnection_reason ?? null,
    duration_ms: call.duration_ms ?? null,
    cost_cents: cost === undefined || cost === null ? null : Math.round(cost),
    latency_p50_ms: latency === undefined || latency === null ? null : Math.round(latency),
    transcript: call.transcript ?? null,
    recording_url: call.recording_url ?? null,
    summary: analysis?.call_summary ?? null,
    sentiment: analysis?.user_sentiment ?? null,
    call_successful: analysis?.call_successful ?? null,
    in_voicemail: analysis?.in_voicemail ?? null,
    call_fields: storedCallFields(analysis?.custom_analysis_data),
  };
  await db
    .updateTable('calls')
    .set((eb) => {
      const keep = <K extends keyof typeof facts>(column: K) =>
        eb.fn.coalesce(eb.val(facts[column]), column);
      return {
        disconnection_reason: eb.fn.coalesce(
          'disconnection_reason',
          eb.val(facts.disconnection_reason),
        ),
        duration_ms: keep('duration_ms'),
        cost_cents: keep('cost_cents'),
        latency_p50_ms: keep('latency_p50_ms'),
        transcript: keep('transcript'),
        recording_url: keep('recording_url'),
        summary: keep('summary'),
        sentiment: keep('sentiment'),
        call_successful: keep('call_successful'),
        in_voicemail: keep('in_voicemail'),
        call_fields: sql<string | null>`coalesce(${facts.call_fields}::jsonb, call_fields)`,
      };
    })
    .where('id', '=', callId)
    .execute();
}

/** The callee picked up: when, once. */
export async function markConnected(db: Conn, callId: string, at: Date): Promise<boolean> {
  const row = await db
    .updateTable('calls')
    .set({ connected_at: at })
    .where('id', '=', callId)
    .where('connected_at', 'is', null)
    .returning(['id'])
    .executeTakeFirst();
  return Boolean(row);
}
