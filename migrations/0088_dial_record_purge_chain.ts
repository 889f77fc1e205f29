import { type Kysely, sql } from 'kysely';

/**
 * The retention purge keeps each account's chain verifiable (issue #46): it deletes a prefix of the
 * chain (every row before the first decided at or after the cutoff) and notes in
 * `dial_record_purges` the last row it took and that row's hash, where verify-records starts the
 * chain again. Rows written before the chain (no seq) go by their decision time as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function purge_dial_records(older_than timestamptz) returns bigint
    language plpgsql security definer set search_path = public as $fn$
    declare chained bigint; unchained bigint;
    begin
      with cut as (
        select a.account_id, coalesce(
          (select min(k.seq) from dial_records k
            where k.account_id = a.account_id and k.seq is not null and k.decided_at >= older_than),
          (select max(k.seq) + 1 from dial_records k
            where k.account_id = a.account_id and k.seq is not null)) as keep_from
        from (select distinct account_id from dial_records
          where seq is not null and decided_at < older_than) a
      ), marked as (
        insert into dial_record_purges (account_id, through_seq, through_hash, purged_at)
        select k.account_id, k.seq, k.row_hash, now() from dial_records k
        join cut on cut.account_id = k.account_id and k.seq = cut.keep_from - 1
        on conflict (account_id) do update set through_seq = excluded.through_seq,
          through_hash = excluded.through_hash, purged_at = excluded.purged_at
      ), gone as (
        delete from dial_records k using cut
        where k.account_id = cut.account_id and k.seq < cut.keep_from returning 1
      )
      select count(*) into chained from gone;
      with gone as (delete from dial_records where seq is null and decided_at < older_than
        returning 1)
      select count(*) into unchained from gone;
      return chained + unchained;
    end $fn$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function purge_dial_records(older_than timestamptz) returns bigint
    language sql security definer set search_path = public as $fn$
      with gone as (delete from dial_records where decided_at < older_than returning 1)
      select count(*) from gone
    $fn$`.execute(db);
}
