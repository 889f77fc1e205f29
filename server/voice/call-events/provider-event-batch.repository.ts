import { type Kysely, type Selectable, sql } from 'kysely';
import { callFieldValues } from '../../../shared/calls/call-field-values';
import type { ProviderWebhookEventsTable } from '../../db/tables/dialer';
import type { Database } from '../../db/types';
import type { RetellCall } from '../../integrations/retell/retell-webhook-shape';

type Conn = Kysely<Database>;
export type StoredEvent = Selectable<ProviderWebhookEventsTable>;

/** How long a claimed batch is its worker's; a failed batch gives its events back at once. */
const LEASE = sql`interval '2 minutes'`;

/**
 * Claims up to `limit` pending events that are due (oldest first), skipping those another worker
 * holds, in one statement. Returns them in the order received.
 */
export async function claimDueEvents(db: Conn, limit: number): Promise<StoredEvent[]> {
  const { rows } = await sql<StoredEvent>`
    update provider_webhook_events e set not_before = now() + ${LEASE}
    where e.id in (
      select id from provider_webhook_events
      where processed_at is null and (not_before is null or not_before <= now())
      order by received_at
      limit ${limit}
      for update skip locked
    )
    returning e.*`.execute(db);
  return rows.sort((a, b) => a.received_at.getTime() - b.received_at.getTime());
}

/** Claims one pending event whatever its wait (its decision is due); empty when processed. */
export async function claimEvent(db: Conn, eventId: string): Promise<StoredEvent[]> {
  const { rows } = await sql<StoredEvent>`
    update provider_webhook_events set not_before = now() + ${LEASE}
    where id = ${eventId} and processed_at is null
    returning *`.execute(db);
  return rows;
}

/** Gives claimed events back (a batch failed): the job's retry or the next batch takes them. */
export async function releaseEvents(db: Conn, ids: readonly string[]): Promise<void> {
  await sql`
    update provider_webhook_events set not_before = null
    where id = any(${ids}::uuid[]) and processed_at is null`.execute(db);
}

/** A conversation's `call_ended` waits until `until` for the analysis (its decide job runs then). */
export async function holdEvents(db: Conn, ids: readonly string[], until: Date): Promise<void> {
  if (ids.length === 0) return;
  await sql`
    update provider_webhook_events set not_before = ${until.toISOString()}::timestamptz
    where id = any(${ids}::uuid[])`.execute(db);
}

export async function markEventsProcessed(db: Conn, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`
    update provider_webhook_events set processed_at = now()
    where id = any(${ids}::uuid[]) and processed_at is null`.execute(db);
}

export type ProviderCallRow = {
  id: string;
  state: string;
  list_id: string | null;
  voice_agent_id: string | null;
};

/** Our call rows of these provider calls, within each event's account, keyed `account|provider|id`. */
export async function findProviderCalls(
  db: Conn,
  keys: readonly { accountId: string; provider: string; providerCallId: string }[],
): Promise<Map<string, ProviderCallRow>> {
  const { rows } = await sql<ProviderCallRow & { key: string }>`
    select distinct on (c.id) c.id, c.state, c.list_id, c.voice_agent_id,
      v.account_id || '|' || v.provider || '|' || v.provider_call_id as key
    from unnest(
      ${keys.map((k) => k.accountId)}::uuid[],
      ${keys.map((k) => k.provider)}::text[],
      ${keys.map((k) => k.providerCallId)}::text[]
    ) as v(account_id, provider, provider_call_id)
    join calls c on c.provider_call_id = v.provider_call_id and c.account_id = v.account_id
      and c.provider = v.provider`.execute(db);
  return new Map(rows.map(({ key, ...row }) => [key, row]));
}

export const providerCallKey = (accountId: string, provider: string, providerCallId: string) =>
  `${accountId}|${provider}|${providerCallId}`;

/** The call_started of these calls: connected now, once; returns those newly connected. */
export async function markCallsConnected(
  db: Conn,
  callIds: readonly string[],
  at: Date,
): Promise<Set<string>> {
  if (callIds.length === 0) return new Set();
  const { rows } = await sql<{ id: string }>`
    update calls set connected_at = ${at.toISOString()}::timestamptz
    where id = any(${callIds}::uuid[]) and connected_at is null
    returning id`.execute(db);
  return new Set(rows.map((row) => row.id));
}

type CallFacts = ReturnType<typeof factsOf>;

function factsOf(call: RetellCall) {
  const analysis = call.call_analysis;
  const cost = call.call_cost?.combined_cost;
  const latency = call.latency?.e2e?.p50;
  return {
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
}

/** The call fields' values as a JSON text, or null when the analysis carried none. */
function storedCallFields(customAnalysisData: unknown): string | null {
  const values = callFieldValues(customAnalysisData);
  return values ? JSON.stringify(values) : null;
}

/** Later reports of one call fill what they know; the first disconnection reason stays. */
function merged(before: CallFacts, after: CallFacts): CallFacts {
  const out = { ...before };
  for (const key of Object.keys(after) as (keyof CallFacts)[]) {
    if (key === 'disconnection_reason') continue;
    if (after[key] !== null) (out as Record<string, unknown>)[key] = after[key];
  }
  out.disconnection_reason = before.disconnection_reason ?? after.disconnection_reason;
  return out;
}

/**
 * What Retell reported about many calls, in one statement, as `saveCallFacts` does for one: a
 * report fills what is missing or newer, never erases; the first disconnection reason stays.
 */
export async function saveFactsOfCalls(
  db: Conn,
  reports: readonly { callId: string; call: RetellCall }[],
): Promise<void> {
  const byCall = new Map<string, CallFacts>();
  for (const { callId, call } of reports) {
    const facts = factsOf(call);
    const before = byCall.get(callId);
    byCall.set(callId, before ? merged(before, facts) : facts);
  }
  if (byCall.size === 0) return;
  const rows = [...byCall.values()];
  const column = <K extends keyof CallFacts>(key: K) => rows.map((row) => row[key]);
  await sql`
    update calls c set
      disconnection_reason = coalesce(c.disconnection_reason, v.disconnection_reason),
      duration_ms = coalesce(v.duration_ms, c.duration_ms),
      cost_cents = coalesce(v.cost_cents, c.cost_cents),
      latency_p50_ms = coalesce(v.latency_p50_ms, c.latency_p50_ms),
      transcript = coalesce(v.transcript, c.transcript),
      recording_url = coalesce(v.recording_url, c.recording_url),
      summary = coalesce(v.summary, c.summary),
      sentiment = coalesce(v.sentiment, c.sentiment),
      call_successful = coalesce(v.call_successful, c.call_successful),
      in_voicemail = coalesce(v.in_voicemail, c.in_voicemail),
      call_fields = coalesce(v.call_fields::jsonb, c.call_fields)
    from unnest(
      ${[...byCall.keys()]}::uuid[], ${column('disconnection_reason')}::text[],
      ${column('duration_ms')}::int[], ${column('cost_cents')}::int[],
      ${column('latency_p50_ms')}::int[], ${column('transcript')}::text[],
      ${column('recording_url')}::text[], ${column('summary')}::text[],
      ${column('sentiment')}::text[], ${column('call_successful')}::boolean[],
      ${column('in_voicemail')}::boolean[], ${column('call_fields')}::text[]
    ) as v(id, disconnection_reason, duration_ms, cost_cents, latency_p50_ms, transcript,
      recording_url, summary, sentiment, call_successful, in_voicemail, call_fields)
    where c.id = v.id`.execute(db);
}
