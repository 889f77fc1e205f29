import { type Kysely, sql } from 'kysely';

/**
 * AccuLynx connects only by its API key (issue 47): it has no sign-in API, so a stored username
 * and password were never checked and never used. Their rows (the sealed passwords with them) go,
 * and the table takes no login again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`delete from storm_connections where method = 'login'`.execute(db);
  await sql`alter table storm_connections drop column username`.execute(db);
  await sql`alter table storm_connections drop constraint storm_connections_method_check`.execute(
    db,
  );
  await sql`alter table storm_connections add constraint storm_connections_method_check check (method = 'api_key')`.execute(
    db,
  );
}

/** The deleted logins are not restored. */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table storm_connections drop constraint storm_connections_method_check`.execute(
    db,
  );
  await sql`alter table storm_connections add constraint storm_connections_method_check check (method in ('api_key', 'login'))`.execute(
    db,
  );
  await sql`alter table storm_connections add column username text`.execute(db);
  await sql`alter table storm_connections add check ((method = 'login') = (username is not null))`.execute(
    db,
  );
}
