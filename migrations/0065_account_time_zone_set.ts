import { type Kysely, sql } from 'kysely';

/**
 * Whether the account's time zone was ever set (by the owner's browser at sign-up or on the first
 * visit to Settings, or chosen there): until then it is the 'UTC' placeholder, which Settings
 * replaces with the owner's browser zone. A zone other than UTC was chosen by someone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table accounts add column time_zone_set boolean not null default false`.execute(
    db,
  );
  await sql`update accounts set time_zone_set = true where time_zone <> 'UTC'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table accounts drop column time_zone_set`.execute(db);
}
