import { type Kysely, sql } from 'kysely';

/**
 * Callbacks apart in the funnel (issues #34 and #36): a homeowner calling back is not a dial, so
 * inbound calls leave dialled, connected, conversations and the outcome counts alone and are
 * counted as `callbacks`; what they cost and the appointments they book still count (the money
 * and the inspection are real). The rollups are rebuilt from the calls once.
 */
const ALL = 'ffffffff-ffff-ffff-ffff-ffffffffffff';
const NONE = '00000000-0000-0000-0000-000000000000';

const funnelAdd = (callbacks: boolean) => `
    create or replace function call_funnel_add(ids uuid[], ended boolean, booked_delta integer)
    returns void language sql as $fn$
      insert into call_funnel_rollups as r (account_id, list_id, voice_agent_id, hour, simulated,
        local_slot, dialled, connected, conversations, booked, cost_cents_sum, completed,
        no_answer, voicemail, answered, invalid${callbacks ? ', callbacks' : ''})
      select c.account_id,
        case when grouping(c.list_id) = 1 then '${ALL}'::uuid else coalesce(c.list_id, '${NONE}') end,
        case when grouping(c.voice_agent_id) = 1 then '${ALL}'::uuid
          else coalesce(c.voice_agent_id, '${NONE}') end,
        date_trunc('hour', c.started_at, 'UTC'), c.provider = 'simulated', s.slot,
        case when ended then count(*) filter (where f.dial) else 0 end,
        case when ended then count(*) filter (where f.dial and f.connected) else 0 end,
        case when ended then count(*) filter (where f.dial and f.connected and f.ms >= 30000)
          else 0 end,
        booked_delta * count(*),
        case when ended then coalesce(sum(c.cost_cents), 0) else 0 end,
        case when ended then count(*) filter (where f.dial and c.outcome = 'Completed') else 0 end,
        case when ended then count(*) filter (where f.dial and c.outcome = 'Dial No Answer')
          else 0 end,
        case when ended then count(*) filter (where f.dial and c.outcome = 'Reached Voicemail')
          else 0 end,
        case when ended then count(*) filter (where f.dial and c.outcome = 'Answered') else 0 end,
        case when ended then count(*) filter (where f.dial and c.outcome = 'Invalid Number')
          else 0 end
        ${callbacks ? ', case when ended then count(*) filter (where not f.dial) else 0 end' : ''}
      from calls c
      left join contacts k on k.id = c.contact_id
      cross join lateral (select call_local_slot(c.started_at, k.time_zones[1]) as slot) s
      cross join lateral (select c.outcome in ('Completed', 'Answered') as connected,
        ${callbacks ? "c.direction = 'outbound'" : 'true'} as dial,
        coalesce(c.duration_ms, case when c.provider = 'simulated' and c.ended_at is not null
          then (extract(epoch from c.ended_at - c.started_at) * 1000)::bigint end) as ms) f
      where c.id = any(ids) and (not ended or c.state = 'ended')
      group by grouping sets (
        (c.account_id, date_trunc('hour', c.started_at, 'UTC'), c.provider = 'simulated', s.slot,
          c.list_id, c.voice_agent_id),
        (c.account_id, date_trunc('hour', c.started_at, 'UTC'), c.provider = 'simulated', s.slot,
          c.list_id),
        (c.account_id, date_trunc('hour', c.started_at, 'UTC'), c.provider = 'simulated', s.slot,
          c.voice_agent_id),
        (c.account_id, date_trunc('hour', c.started_at, 'UTC'), c.provider = 'simulated', s.slot))
      order by 1, 2, 3, 4, 5, 6
      on conflict (account_id, list_id, voice_agent_id, hour, simulated, local_slot) do update set
        dialled = r.dialled + excluded.dialled,
        connected = r.connected + excluded.connected,
        conversations = r.conversations + excluded.conversations,
        booked = r.booked + excluded.booked,
        cost_cents_sum = r.cost_cents_sum + excluded.cost_cents_sum,
        completed = r.completed + excluded.completed,
        no_answer = r.no_answer + excluded.no_answer,
        voicemail = r.voicemail + excluded.voicemail,
        answered = r.answered + excluded.answered,
        invalid = r.invalid + excluded.invalid
        ${callbacks ? ', callbacks = r.callbacks + excluded.callbacks' : ''}
    $fn$`;

async function rebuild(db: Kysely<any>): Promise<void> {
  await sql`delete from call_funnel_rollups`.execute(db);
  await sql`
    select call_funnel_add(array_agg(id), true, 0) from calls where state = 'ended'`.execute(db);
  await sql`
    select call_funnel_add(array[call_id], false, 1) from appointments
    where call_id is not null`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table call_funnel_rollups add column callbacks integer not null default 0`.execute(db);
  await sql.raw(funnelAdd(true)).execute(db);
  await rebuild(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(funnelAdd(false)).execute(db);
  await sql`alter table call_funnel_rollups drop column callbacks`.execute(db);
  await rebuild(db);
}
