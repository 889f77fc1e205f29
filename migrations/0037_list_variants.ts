import { type Kysely, sql } from 'kysely';

/**
 * A/B script testing (issue #36): a list's agent variants with weights, and each contact's
 * assignment (stored at its first dispatch, so redials and later weight changes keep it). A call
 * remembers the variant it was placed for, so a contact moved off a stopped variant counts under
 * each variant that dialled it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table list_variants (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null references accounts (id) on delete cascade,
      list_id uuid not null references contact_lists (id) on delete cascade,
      voice_agent_id uuid not null references voice_agents (id) on delete cascade,
      weight integer not null check (weight between 1 and 100),
      stopped_at timestamptz,
      created_at timestamptz not null default now(),
      unique (list_id, voice_agent_id)
    )`.execute(db);
  await sql`create index list_variants_account_idx on list_variants (account_id)`.execute(db);
  await sql`
    alter table contacts
      add column ab_variant_id uuid references list_variants (id) on delete set null`.execute(db);
  await sql`
    alter table calls
      add column ab_variant_id uuid references list_variants (id) on delete set null`.execute(db);
  await sql`
    create index calls_ab_variant_idx on calls (ab_variant_id, contact_id)
    where ab_variant_id is not null`.execute(db);
  await sql`
    create index contacts_ab_variant_idx on contacts (ab_variant_id)
    where ab_variant_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table calls drop column ab_variant_id`.execute(db);
  await sql`alter table contacts drop column ab_variant_id`.execute(db);
  await sql`drop table list_variants`.execute(db);
}
