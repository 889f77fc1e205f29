import { type Kysely, sql } from 'kysely';

/**
 * Calls no longer cascade from their list and contact (issue #46): they are the record of what was
 * dialled and why. Before a list is deleted its calls are detached, keeping the list's name and the
 * number called; a call not yet with the provider is marked not placed ("list deleted") so no
 * dispatch places it afterwards. The foreign keys set null as a backstop (a contact deleted alone
 * keeps its calls on the list); a call may now keep its list without its contact.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table calls add column list_name text, add column contact_number text`.execute(
    db,
  );
  await sql`alter table calls drop constraint calls_list_id_fkey,
    add constraint calls_list_id_fkey foreign key (list_id)
      references contact_lists (id) on delete set null`.execute(db);
  await sql`alter table calls drop constraint calls_contact_id_fkey,
    add constraint calls_contact_id_fkey foreign key (contact_id)
      references contacts (id) on delete set null`.execute(db);
  await sql`alter table calls drop constraint calls_list_contact_check,
    add constraint calls_list_contact_check check (list_id is not null or contact_id is null)`.execute(
    db,
  );
  await sql`
    create function calls_detach_from_list() returns trigger language plpgsql as $fn$
    begin
      update calls k set list_id = null, contact_id = null, list_name = old.name,
        contact_number = coalesce(c.phone_number, k.to_number),
        state = case when k.state = 'in-progress' and k.provider_call_id is null
          then 'not-placed' else k.state end,
        not_placed_reason = case when k.state = 'in-progress' and k.provider_call_id is null
          then 'list deleted' else k.not_placed_reason end
      from calls k2 left join contacts c on c.id = k2.contact_id
      where k2.id = k.id and k.list_id = old.id;
      return old;
    end $fn$`.execute(db);
  await sql`
    create trigger calls_detach_from_list before delete on contact_lists
    for each row execute function calls_detach_from_list()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger calls_detach_from_list on contact_lists`.execute(db);
  await sql`drop function calls_detach_from_list()`.execute(db);
  await sql`delete from calls where list_id is null and list_name is not null`.execute(db);
  await sql`delete from calls where list_id is not null and contact_id is null`.execute(db);
  await sql`alter table calls drop constraint calls_list_contact_check,
    add constraint calls_list_contact_check check ((list_id is null) = (contact_id is null))`.execute(
    db,
  );
  await sql`alter table calls drop constraint calls_contact_id_fkey,
    add constraint calls_contact_id_fkey foreign key (contact_id)
      references contacts (id) on delete cascade`.execute(db);
  await sql`alter table calls drop constraint calls_list_id_fkey,
    add constraint calls_list_id_fkey foreign key (list_id)
      references contact_lists (id) on delete cascade`.execute(db);
  await sql`alter table calls drop column list_name, drop column contact_number`.execute(db);
}
