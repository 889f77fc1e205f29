import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

export type AreaContactRow = {
  first_name: string;
  phone_number: string;
  zip: string;
  extra: Record<string, string>;
};

/**
 * The account's contacts whose ZIP is one of `zips`, one per number (its newest contact), by ZIP
 * then name, at most `limit` (the list beside the map: the map has no streets).
 */
export async function areaContacts(
  db: Kysely<Database>,
  accountId: string,
  zips: readonly string[],
  limit: number,
): Promise<AreaContactRow[]> {
  const { rows } = await sql<AreaContactRow>`
    select * from (
      select distinct on (phone_number) first_name, phone_number, zip, extra
      from contacts
      where account_id = ${accountId} and zip = any(${zips as string[]}::text[])
      order by phone_number, id desc) newest
    order by zip, first_name, phone_number
    limit ${limit}`.execute(db);
  return rows;
}
