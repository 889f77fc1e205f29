import { type Kysely, sql } from 'kysely';

const STAGES = "'New', 'Contacted', 'Interested', 'Appointment', 'Won', 'Lost'";

/**
 * Leads out of the product (issue #35).
 * - Calls keep the values of their post-call analysis fields (`call_fields`).
 * - Contacts carry a pipeline stage and tags. Tags live in `contact_tags`, keyed for the Leads
 *   page's "tag, newest first" walk; 'Do Not Call' is never stored (it is the contact's status).
 * - Contacts per account and stage are kept in `contact_stage_counts` by the one stage writer
 *   (server/modules/leads/stage-writer.ts), and by a statement trigger when contacts are deleted.
 *   Only stages other than New are kept: New is the account's contacts less the rest, so an
 *   import writes nothing here. Each backend adds to its own row (`shard`), as in 0024.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table calls add column call_fields jsonb`.execute(db);
  await sql`
    alter table contacts add column stage text not null default 'New'
      check (stage in (${sql.raw(STAGES)}))`.execute(db);
  // The Leads page: an account's contacts newest first, all of them or one stage.
  await sql`create index contacts_account_id_idx on contacts (account_id, id)`.execute(db);
  await sql`create index contacts_account_stage_idx on contacts (account_id, stage, id)`.execute(
    db,
  );
  await sql`
    create table contact_tags (
      account_id uuid not null,
      tag text not null,
      contact_id bigint not null references contacts (id) on delete cascade,
      primary key (account_id, tag, contact_id)
    )`.execute(db);
  await sql`create index contact_tags_contact_idx on contact_tags (contact_id)`.execute(db);
  await sql`
    create table contact_stage_counts (
      account_id uuid not null,
      stage text not null,
      shard integer not null,
      n bigint not null,
      primary key (account_id, stage, shard)
    )`.execute(db);
  await sql`
    create function contact_stage_counts_removed() returns trigger language plpgsql as $fn$
    begin
      insert into contact_stage_counts (account_id, stage, shard, n)
      select d.account_id, d.stage, pg_backend_pid(), -count(*)
      from removed d
      where d.stage <> 'New'
      group by d.account_id, d.stage
      order by d.account_id, d.stage
      on conflict (account_id, stage, shard) do update set n = contact_stage_counts.n + excluded.n;
      return null;
    end $fn$`.execute(db);
  await sql`
    create trigger contacts_stage_counts_delete after delete on contacts
    referencing old table as removed
    for each statement execute function contact_stage_counts_removed()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger contacts_stage_counts_delete on contacts`.execute(db);
  await sql`drop function contact_stage_counts_removed()`.execute(db);
  await sql`drop table contact_stage_counts`.execute(db);
  await sql`drop table contact_tags`.execute(db);
  await sql`drop index contacts_account_stage_idx`.execute(db);
  await sql`drop index contacts_account_id_idx`.execute(db);
  await sql`alter table contacts drop column stage`.execute(db);
  await sql`alter table calls drop column call_fields`.execute(db);
}
