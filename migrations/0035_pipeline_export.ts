import { type Kysely, sql } from 'kysely';

/** The pipeline export's "appointment" column reads a contact's latest appointment (issue #35). */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index appointments_contact_idx on appointments (contact_id, start_time)
    where contact_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index appointments_contact_idx`.execute(db);
}
