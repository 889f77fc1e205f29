import { type Kysely, sql } from 'kysely';

/**
 * The hero's social-proof line ("Trusted by ..."), set by an admin; empty (not shown) until then,
 * so a fresh install claims nothing. One row, held by a true-only key.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table landing_settings (
      singleton boolean primary key default true check (singleton),
      social_proof text not null default '',
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table landing_settings`.execute(db);
}
