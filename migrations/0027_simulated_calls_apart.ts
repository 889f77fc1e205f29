import { type Kysely, sql } from 'kysely';

/**
 * Simulated calls kept apart (issue #33): analytics rollups gain a `simulated` key, so totals can
 * leave simulated calls out, and a campaign remembers the calling mode it was started in
 * (`voice_mode`), so a restart in another mode pauses it instead of dialling.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table contact_lists add column voice_mode text`.execute(db);
  await sql`
    update contact_lists l set voice_mode = coalesce(
      (select c.provider from calls c where c.list_id = l.id order by c.started_at desc limit 1),
      'simulated')
    where l.state in ('running', 'waiting')`.execute(db);
  await sql`
    alter table call_rollups
      add column simulated boolean not null default false,
      drop constraint call_rollups_pkey,
      add primary key (account_id, hour, voice_agent_id, outcome, simulated)`.execute(db);
  await sql`delete from call_rollups`.execute(db);
  await sql`
    insert into call_rollups (account_id, hour, voice_agent_id, outcome, simulated, calls, successful,
      duration_ms_sum, duration_count, latency_ms_sum, latency_count, cost_cents_sum)
    select account_id, date_trunc('hour', started_at, 'UTC'),
      case when grouping(voice_agent_id) = 1 then 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid
        else coalesce(voice_agent_id, '00000000-0000-0000-0000-000000000000') end,
      outcome, provider = 'simulated', count(*),
      count(*) filter (where call_successful or disconnection_reason in ('agent_hangup', 'user_hangup')
        or (call_successful is null and disconnection_reason is null
          and outcome in ('Completed', 'Answered'))),
      coalesce(sum(d.ms), 0), count(d.ms),
      coalesce(sum(latency_p50_ms), 0), count(latency_p50_ms), coalesce(sum(cost_cents), 0)
    from calls
    cross join lateral (select coalesce(duration_ms, case when provider = 'simulated'
      then (extract(epoch from ended_at - started_at) * 1000)::bigint end) as ms) d
    where state = 'ended'
    group by grouping sets (
      (account_id, date_trunc('hour', started_at, 'UTC'), voice_agent_id, outcome, provider = 'simulated'),
      (account_id, date_trunc('hour', started_at, 'UTC'), outcome, provider = 'simulated'))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create temporary table merged as
    select account_id, hour, voice_agent_id, outcome, sum(calls)::int as calls,
      sum(successful)::int as successful, sum(duration_ms_sum) as duration_ms_sum,
      sum(duration_count)::int as duration_count, sum(latency_ms_sum) as latency_ms_sum,
      sum(latency_count)::int as latency_count, sum(cost_cents_sum) as cost_cents_sum
    from call_rollups group by account_id, hour, voice_agent_id, outcome`.execute(db);
  await sql`delete from call_rollups`.execute(db);
  await sql`
    alter table call_rollups
      drop constraint call_rollups_pkey,
      drop column simulated,
      add primary key (account_id, hour, voice_agent_id, outcome)`.execute(db);
  await sql`insert into call_rollups select * from merged`.execute(db);
  await sql`drop table merged`.execute(db);
  await sql`alter table contact_lists drop column voice_mode`.execute(db);
}
