import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

type Conn = Kysely<Database>;

/**
 * Tags contacts of the account (a contact of another account is left alone); once per tag. The
 * row copies the contact's stage under a share lock, so a stage move running at once either
 * waits for this insert or is seen by it.
 */
export async function addTags(
  db: Conn,
  accountId: string,
  pairs: readonly { contactId: number; tag: string }[],
): Promise<void> {
  if (pairs.length === 0) return;
  const rows = sql.join(pairs.map((p) => sql`(${p.contactId}::bigint, ${p.tag}::text)`));
  await sql`
    insert into contact_tags (account_id, tag, contact_id, stage)
    select ${accountId}::uuid, v.tag, c.id, c.stage
    from (values ${rows}) as v(contact_id, tag)
    join contacts c on c.id = v.contact_id and c.account_id = ${accountId}
    order by v.tag, c.id
    for share of c
    on conflict do nothing`.execute(db);
}

export async function removeTag(
  db: Conn,
  accountId: string,
  contactIds: readonly number[],
  tag: string,
): Promise<void> {
  await db
    .deleteFrom('contact_tags')
    .where('account_id', '=', accountId)
    .where('tag', '=', tag)
    .where('contact_id', 'in', contactIds)
    .execute();
}

/** The stored tags of these contacts (of the account). */
export async function tagsOf(db: Conn, accountId: string, contactIds: readonly number[]) {
  if (contactIds.length === 0) return new Map<number, string[]>();
  const rows = await db
    .selectFrom('contact_tags')
    .select(['contact_id', 'tag'])
    .where('account_id', '=', accountId)
    .where('contact_id', 'in', contactIds)
    .orderBy('tag')
    .execute();
  const out = new Map<number, string[]>();
  for (const row of rows) {
    const id = Number(row.contact_id);
    out.set(id, [...(out.get(id) ?? []), row.tag]);
  }
  return out;
}

/** The account's tags in use (for the filter), a bounded number. */
export async function tagsInUse(db: Conn, accountId: string): Promise<string[]> {
  const { rows } = await sql<{ tag: string }>`
    with recursive t as (
      (select tag from contact_tags where account_id = ${accountId} order by tag limit 1)
      union all
      select (select tag from contact_tags
              where account_id = ${accountId} and tag > t.tag order by tag limit 1)
      from t where t.tag is not null
    )
    select tag from t where tag is not null limit 200`.execute(db);
  return rows.map((row) => row.tag);
}
