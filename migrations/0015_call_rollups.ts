import { type Kysely, sql } from 'kysely';

/**
 * Call logs and analytics: an index for the call log's keyset pages (newest first, id breaks
 * ties), one per agent filter, and hourly per-account rollups of ended calls kept by the outcome
 * path, so analytics over a million calls reads a few thousand rows. Existing ended calls are
 * rolled up here once (the rules are those of server/modules/call-logs/call-rollups.repository.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index calls_log_idx on calls (account_id, started_at desc, id desc)
    where state <> 'not-placed'`.execute(db);
  await sql`
    create index calls_log_agent_idx on calls (account_id, voice_agent_id, started_at desc, id desc)
    where state <> 'not-placed'`.execute(db);
  await sql`
    create table call_rollups (
      account_id uuid not null references accounts (id) on delete cascade,
      hour timestamptz not null,
      -- The nil uuid stands for 'Direct Call' (no agent): a key column cannot be null;
      -- ffffffff-... rows count every agent together (the unfiltered view reads only those).
      voice_agent_id uuid not null,
      outcome text not null,
      calls integer not null default 0,
      successful integer not null default 0,
      duration_ms_sum bigint not null default 0,
      duration_count integer not null default 0,
      latency_ms_sum bigint not null default 0,
      latency_count integer not null default 0,
      cost_cents_sum bigint not null default 0,
      primary key (account_id, hour, voice_agent_id, outcome)
    )`.execute(db);
  await sql`
    insert into call_rollups (account_id, hour, voice_agent_id, outcome, calls, successful,
      duration_ms_sum, duration_count, latency_ms_sum, latency_count, cost_cents_sum)
    select account_id, date_trunc('hour', started_at, 'UTC'),
      case when grouping(voice_agent_id) = 1 then 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid
        else coalesce(voice_agent_id, '00000000-0000-0000-0000-000000000000') end,
      outcome, count(*),
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
      (account_id, date_trunc('hour', started_at, 'UTC'), voice_agent_id, outcome),
      (account_id, date_trunc('hour', started_at, 'UTC'), outcome))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table call_rollups`.execute(db);
  await sql`drop index calls_log_agent_idx`.execute(db);
  await sql`drop index calls_log_idx`.execute(db);
}
