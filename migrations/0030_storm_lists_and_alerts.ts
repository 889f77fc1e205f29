import { type Kysely, sql } from 'kysely';

/**
 * Storm-targeted lists and storm alerts (issue #31). Every contact gets the ZIP read from its file
 * (`contacts.zip`, written by the import: a ZIP column, else the last ZIP in an address column;
 * shared/storm/contact-zip.ts), indexed for "contacts whose ZIP lies in this
 * circle". A list built from a storm remembers it (`contact_lists.storm`); an account is alerted
 * at most once per storm (`storm_alerts`, unique per account and storm key).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table contacts add column zip text`.execute(db);
  // Existing contacts: the same rule once in SQL (jsonb orders keys shorter-first, not as in the file).
  await sql`
    create function pg_temp.backfill_zip(extra jsonb) returns text language sql immutable as $$
      select coalesce(
        (select lpad(substring(e.value from '^\\s*(\\d{3,5})(?:-\\d{4})?\\s*$'), 5, '0')
           from jsonb_each_text(extra) e
           where lower(btrim(e.key)) in
             ('zip', 'zip code', 'zipcode', 'zip_code', 'postal code', 'postal_code', 'postcode')
             and e.value ~ '^\\s*\\d{3,5}(?:-\\d{4})?\\s*$'
           limit 1),
        (select m.z[1]
           from jsonb_each_text(extra) e
           cross join lateral regexp_matches(e.value, '(?:^|[^0-9-])([0-9]{5})(?:-[0-9]{4})?(?![0-9])', 'g')
             with ordinality m(z, n)
           where lower(btrim(e.key)) in
             ('address', 'street address', 'full address', 'mailing address', 'property address',
              'home address', 'address1', 'address 1', 'address line 1')
           order by m.n desc limit 1))
    $$`.execute(db);
  await sql`update contacts set zip = pg_temp.backfill_zip(extra) where extra <> '{}'::jsonb`.execute(
    db,
  );
  await sql`create index contacts_zip_account on contacts (zip, account_id) where zip is not null`.execute(
    db,
  );
  await sql`alter table contact_lists add column storm jsonb`.execute(db);
  await sql`
    create table storm_alerts (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null references accounts(id) on delete cascade,
      storm_key text not null,
      storm jsonb not null,
      contacts integer not null,
      message text not null,
      emailed_to text,
      created_at timestamptz not null default now(),
      dismissed_at timestamptz,
      unique (account_id, storm_key)
    )`.execute(db);
  await sql`create index storm_alerts_open on storm_alerts (account_id, created_at desc) where dismissed_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('storm_alerts').execute();
  await sql`alter table contact_lists drop column storm`.execute(db);
  await sql`alter table contacts drop column zip`.execute(db);
}
