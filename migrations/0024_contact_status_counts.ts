import { type Kysely, sql } from 'kysely';

/**
 * Contacts per list and status, kept by statement-level triggers on `contacts` (transition
 * tables), so reading a list's progress never recounts its contacts. Whatever statement writes a
 * contact's status (claims, outcomes, not-placed calls, number cleaning, copies, deletions, later
 * statuses) is counted without knowing of this table.
 *
 * Only dialled statuses are kept (as the partial status index): "Not Called" is the list's
 * contact_count less the rest, as before. Each backend adds its deltas to its own row
 * (`shard` = its pid), so concurrent transactions on one list never wait on, or deadlock over, a
 * counter row; a read sums a list's rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table contact_status_counts (
      list_id uuid not null references contact_lists (id) on delete cascade,
      status text not null,
      shard integer not null,
      n bigint not null,
      primary key (list_id, status, shard)
    )`.execute(db);
  await sql`
    insert into contact_status_counts (list_id, status, shard, n)
    select c.list_id, c.status, 0, count(*)
    from contacts c
    where c.status <> 'Not Called' and exists (select 1 from contact_lists l where l.id = c.list_id)
    group by c.list_id, c.status`.execute(db);
  // One function for the three events: each passes the rows it removed and the rows it added.
  await sql`
    create function contact_status_counts_apply() returns trigger language plpgsql as $fn$
    begin
      if tg_op = 'INSERT' then
        insert into contact_status_counts (list_id, status, shard, n)
        select d.list_id, d.status, pg_backend_pid(), count(*)
        from added d
        where d.status <> 'Not Called' and exists (select 1 from contact_lists l where l.id = d.list_id)
        group by d.list_id, d.status
        order by d.list_id, d.status
        on conflict (list_id, status, shard) do update set n = contact_status_counts.n + excluded.n;
      elsif tg_op = 'DELETE' then
        insert into contact_status_counts (list_id, status, shard, n)
        select d.list_id, d.status, pg_backend_pid(), -count(*)
        from removed d
        where d.status <> 'Not Called' and exists (select 1 from contact_lists l where l.id = d.list_id)
        group by d.list_id, d.status
        order by d.list_id, d.status
        on conflict (list_id, status, shard) do update set n = contact_status_counts.n + excluded.n;
      else
        insert into contact_status_counts (list_id, status, shard, n)
        select d.list_id, d.status, pg_backend_pid(), sum(d.delta)
        from (
          select list_id, status, 1 as delta from added where status <> 'Not Called'
          union all
          select list_id, status, -1 from removed where status <> 'Not Called'
        ) d
        where exists (select 1 from contact_lists l where l.id = d.list_id)
        group by d.list_id, d.status
        having sum(d.delta) <> 0
        order by d.list_id, d.status
        on conflict (list_id, status, shard) do update set n = contact_status_counts.n + excluded.n;
      end if;
      return null;
    end $fn$`.execute(db);
  await sql`
    create trigger contacts_status_counts_insert after insert on contacts
    referencing new table as added
    for each statement execute function contact_status_counts_apply()`.execute(db);
  await sql`
    create trigger contacts_status_counts_update after update on contacts
    referencing old table as removed new table as added
    for each statement execute function contact_status_counts_apply()`.execute(db);
  await sql`
    create trigger contacts_status_counts_delete after delete on contacts
    referencing old table as removed
    for each statement execute function contact_status_counts_apply()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger contacts_status_counts_delete on contacts`.execute(db);
  await sql`drop trigger contacts_status_counts_update on contacts`.execute(db);
  await sql`drop trigger contacts_status_counts_insert on contacts`.execute(db);
  await sql`drop function contact_status_counts_apply()`.execute(db);
  await sql`drop table contact_status_counts`.execute(db);
}
