import { type Kysely, sql } from 'kysely';

/**
 * Leads out of the product (issue #35). Calls keep the values of their post-call analysis fields
 * (`call_fields`, from the provider's custom_analysis_data).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table calls add column call_fields jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table calls drop column call_fields`.execute(db);
}
