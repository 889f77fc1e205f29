import { type Kysely, sql } from 'kysely';

/**
 * The trace of a transfer to a sales rep (issue #50): the rep the dispatch took from the rota (and
 * their name then, so the log reads the same after the rep is removed), the number Retell reports
 * it transferred to, and how the transfer ended as Retell reported it. The rep's id is kept
 * without a foreign key: removing a rep never rewrites a call.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table calls
    add column transfer_to_rep_id uuid,
    add column transfer_rep_name text,
    add column transfer_destination text,
    add column transfer_outcome text
      check (transfer_outcome in ('transferred', 'bridged', 'cancelled'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table calls
    drop column transfer_outcome,
    drop column transfer_destination,
    drop column transfer_rep_name,
    drop column transfer_to_rep_id`.execute(db);
}
