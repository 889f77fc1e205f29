import { type Kysely, sql } from 'kysely';

/**
 * The Leads page's counts per stage within a tag, kept instead of counted (issue #35: a 100,000-
 * contact tag took 1.4 s to count). `contact_tags` carries its contact's stage (kept by the one
 * stage writer), and statement triggers keep `contact_tag_stage_counts` from the rows that come,
 * go or change stage — cascaded deletes included, as one statement. Each backend adds to its own
 * row (`shard`), as in 0024 and 0034. Every stage is kept here, New included.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table contact_tags add column stage text not null default 'New'`.execute(db);
  await sql`
    update contact_tags t set stage = c.stage from contacts c
    where c.id = t.contact_id and c.stage <> 'New'`.execute(db);
  await sql`
    create table contact_tag_stage_counts (
      account_id uuid not null,
      tag text not null,
      stage text not null,
      shard integer not null,
      n bigint not null,
      primary key (account_id, tag, stage, shard)
    )`.execute(db);
  await sql`
    insert into contact_tag_stage_counts (account_id, tag, stage, shard, n)
    select account_id, tag, stage, 0, count(*) from contact_tags
    group by account_id, tag, stage`.execute(db);
  await sql`
    create function contact_tag_stage_counts_moved() returns trigger language plpgsql as $fn$
    begin
      insert into contact_tag_stage_counts (account_id, tag, stage, shard, n)
      select d.account_id, d.tag, d.stage, pg_backend_pid(), sum(d.n)
      from (
        select account_id, tag, stage, 1 as n from added
        union all
        select account_id, tag, stage, -1 as n from removed
      ) d
      group by d.account_id, d.tag, d.stage
      having sum(d.n) <> 0
      order by d.account_id, d.tag, d.stage
      on conflict (account_id, tag, stage, shard)
      do update set n = contact_tag_stage_counts.n + excluded.n;
      return null;
    end $fn$`.execute(db);
  // A trigger names only the transition tables its event has; the others are empty views.
  await sql`
    create function contact_tag_stage_counts_inserted() returns trigger language plpgsql as $fn$
    begin
      insert into contact_tag_stage_counts (account_id, tag, stage, shard, n)
      select account_id, tag, stage, pg_backend_pid(), count(*) from added
      group by account_id, tag, stage order by account_id, tag, stage
      on conflict (account_id, tag, stage, shard)
      do update set n = contact_tag_stage_counts.n + excluded.n;
      return null;
    end $fn$`.execute(db);
  await sql`
    create function contact_tag_stage_counts_deleted() returns trigger language plpgsql as $fn$
    begin
      insert into contact_tag_stage_counts (account_id, tag, stage, shard, n)
      select account_id, tag, stage, pg_backend_pid(), -count(*) from removed
      group by account_id, tag, stage order by account_id, tag, stage
      on conflict (account_id, tag, stage, shard)
      do update set n = contact_tag_stage_counts.n + excluded.n;
      return null;
    end $fn$`.execute(db);
  await sql`
    create trigger contact_tags_counts_insert after insert on contact_tags
    referencing new table as added
    for each statement execute function contact_tag_stage_counts_inserted()`.execute(db);
  await sql`
    create trigger contact_tags_counts_delete after delete on contact_tags
    referencing old table as removed
    for each statement execute function contact_tag_stage_counts_deleted()`.execute(db);
  await sql`
    create trigger contact_tags_counts_update after update on contact_tags
    referencing old table as removed new table as added
    for each statement execute function contact_tag_stage_counts_moved()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger contact_tags_counts_update on contact_tags`.execute(db);
  await sql`drop trigger contact_tags_counts_delete on contact_tags`.execute(db);
  await sql`drop trigger contact_tags_counts_insert on contact_tags`.execute(db);
  await sql`drop function contact_tag_stage_counts_moved()`.execute(db);
  await sql`drop function contact_tag_stage_counts_deleted()`.execute(db);
  await sql`drop function contact_tag_stage_counts_inserted()`.execute(db);
  await sql`drop table contact_tag_stage_counts`.execute(db);
  await sql`alter table contact_tags drop column stage`.execute(db);
}
