import { type Kysely, sql } from 'kysely';

/**
 * A storm list built from a radar swath (issue #52) keeps each contact's estimated hail size:
 * the largest MESH (mm) at its own cell ('own-position') or over its ZIP's area ('zip-area').
 * Both null on every other contact. Nullable columns without a default: no table rewrite.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table contacts
      add column hail_estimate_mm real check (hail_estimate_mm >= 0),
      add column hail_estimate_basis text
        check (hail_estimate_basis in ('own-position', 'zip-area')),
      add constraint contacts_hail_estimate_whole
        check ((hail_estimate_mm is null) = (hail_estimate_basis is null))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table contacts
      drop constraint contacts_hail_estimate_whole,
      drop column hail_estimate_basis,
      drop column hail_estimate_mm`.execute(db);
}
