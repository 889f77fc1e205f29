import { type Kysely, sql } from 'kysely';

/**
 * Analytics from dial to booking (issue #36): hourly per-account rollups of the funnel (dialled,
 * connected, conversation of 30 s or more, booked), cost and outcomes, keyed by list, agent,
 * simulated or real, and the contact's local weekday × hour (`local_slot`, for the best-hours map).
 *
 * One SQL function, `call_funnel_add`, decides every key and count; the outcome path calls it for
 * calls that ended, a trigger on `appointments` calls it for the call an appointment was created
 * from (booked +1, or −1 when the appointment goes or moves to another call), and the back-fill
 * below calls it once. Like `call_rollups`, each call counts four times: under its list and agent,
 * its list with every agent, every list with its agent, and every list with every agent, so each
 * filter reads only its own slice.
 */
const ALL = 'ffffffff-ffff-ffff-ffff-ffffffffffff';
const NONE = '00000000-0000-0000-0000-000000000000';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table call_funnel_rollups (
      account_id uuid not null references accounts (id) on delete cascade,
      list_id uuid not null,
      voice_agent_id uuid not null,
      hour timestamptz not null,
      simulated boolean not null,
      -- (ISO weekday − 1) × 24 + hour in the contact's first candidate zone; −1: zone unknown.
      local_slot smallint not null,
      dialled integer not null default 0,
      connected integer not null default 0,
      conversations integer not null default 0,
      booked integer not null default 0,
      cost_cents_sum bigint not null default 0,
      completed integer not null default 0,
      no_answer integer not null default 0,
      voicemail integer not null default 0,
      answered integer not null default 0,
      invalid integer not null default 0,
      primary key (account_id, list_id, voice_agent_id, hour, simulated, local_slot)
    )`.execute(db);
  await sql`
    create function call_local_slot(at timestamptz, zone text) returns smallint
    language plpgsql stable as $fn$
    declare local timestamp;
    begin
      if zone is null then return -1; end if;
      local := at at time zone zone;
      return ((extract(isodow from local)::int - 1) * 24 + extract(hour from local)::int)::smallint;
    exception when others then
      return -1;
    end
    $fn$`.execute(db);
  await sql
    .raw(`
    create function call_funnel_add(ids uuid[], ended boolean, booked_delta integer)
    returns void language sql as $fn$
      insert into call_funnel_rollups as r (account_id, list_id, voice_agent_id, hour, simulated,
        local_slot, dialled, connected, conversations, booked, cost_cents_sum, completed,
        no_answer, voicemail, answered, invalid)
      select c.account_id,
        case when grouping(c.list_id) = 1 then '${ALL}'::uuid else coalesce(c.list_id, '${NONE}') end,
        case when grouping(c.voice_agent_id) = 1 then '${ALL}'::uuid
          else coalesce(c.voice_agent_id, '${NONE}') end,
        date_trunc('hour', c.started_at, 'UTC'), c.provider = 'simulated', s.slot,
        case when ended then count(*) else 0 end,
        case when ended then count(*) filter (where f.connected) else 0 end,
        case when ended then count(*) filter (where f.connected and f.ms >= 30000) else 0 end,
        booked_delta * count(*),
        case when ended then coalesce(sum(c.cost_cents), 0) else 0 end,
        case when ended then count(*) filter (where c.outcome = 'Completed') else 0 end,
        case when ended then count(*) filter (where c.outcome = 'Dial No Answer') else 0 end,
        case when ended then count(*) filter (where c.outcome = 'Reached Voicemail') else 0 end,
        case when ended then count(*) filter (where c.outcome = 'Answered') else 0 end,
        case when ended then count(*) filter (where c.outcome = 'Invalid Number') else 0 end
      from calls c
      left join contacts k on k.id = c.contact_id
      cross join lateral (select call_local_slot(c.started_at, k.time_zones[1]) as slot) s
      cross join lateral (select c.outcome in ('Completed', 'Answered') as connected,
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
    $fn$`)
    .execute(db);
  await sql`
    create function call_funnel_booked() returns trigger language plpgsql as $fn$
    begin
      if tg_op in ('UPDATE', 'DELETE') and old.call_id is not null then
        perform call_funnel_add(array[old.call_id], false, -1);
      end if;
      if tg_op in ('UPDATE', 'INSERT') and new.call_id is not null then
        perform call_funnel_add(array[new.call_id], false, 1);
      end if;
      return null;
    end
    $fn$`.execute(db);
  await sql`
    create trigger appointments_funnel_insert after insert on appointments
    for each row when (new.call_id is not null) execute function call_funnel_booked()`.execute(db);
  await sql`
    create trigger appointments_funnel_delete after delete on appointments
    for each row when (old.call_id is not null) execute function call_funnel_booked()`.execute(db);
  await sql`
    create trigger appointments_funnel_update after update of call_id on appointments
    for each row when (old.call_id is distinct from new.call_id)
    execute function call_funnel_booked()`.execute(db);
  await sql`
    select call_funnel_add(array_agg(id), true, 0) from calls where state = 'ended'`.execute(db);
  await sql`
    select call_funnel_add(array[call_id], false, 1) from appointments
    where call_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger appointments_funnel_update on appointments`.execute(db);
  await sql`drop trigger appointments_funnel_delete on appointments`.execute(db);
  await sql`drop trigger appointments_funnel_insert on appointments`.execute(db);
  await sql`drop function call_funnel_booked()`.execute(db);
  await sql`drop function call_funnel_add(uuid[], boolean, integer)`.execute(db);
  await sql`drop function call_local_slot(timestamptz, text)`.execute(db);
  await sql`drop table call_funnel_rollups`.execute(db);
}
