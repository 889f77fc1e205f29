import { type Kysely, sql } from 'kysely';

/**
 * Voicemail messages and callback notices (issue #34): a call remembers whether it carried a
 * voicemail message, a contact when a message was last left on its voicemail (the once per N days
 * rule), and a callback when its list's owner was told (once per callback).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table calls
      add column voicemail_message boolean not null default false,
      add column owner_notified_at timestamptz`.execute(db);
  await sql`alter table contacts add column voicemail_left_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table contacts drop column voicemail_left_at`.execute(db);
  await sql`
    alter table calls drop column voicemail_message, drop column owner_notified_at`.execute(db);
}
