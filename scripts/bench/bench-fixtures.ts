import { sql } from 'kysely';
import { signAccessToken } from '../../server/auth/access-token';
import type { Db } from '../../server/db/database';
import type { Config } from '../../server/env';
import { insertSession } from '../../server/modules/auth/sessions.repository';

/** An account with one owner and a live session; returns the cookie the API accepts. */
export async function seedAccountWithSession(db: Db, config: Config, label: string) {
  const account = await db
    .insertInto('accounts')
    .values({ name: `${label} workspace` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({
      account_id: account.id,
      role: 'owner',
      email: `${label}@bench.local`,
      name: label,
      password_hash: 'not-a-real-hash',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sessionId = await insertSession(db, user.id);
  const { token } = await signAccessToken(
    { userId: user.id, sessionId },
    config.auth.jwtSecret,
    3600,
  );
  return { accountId: account.id, userId: user.id, cookie: `sd_access=${token}` };
}

/** Many accounts at once, each with one list of `contactsPerList` Not Called contacts. */
export async function seedAccountsWithLists(db: Db, accounts: number, contactsPerList: number) {
  const { rows } = await sql<{ account_id: string; list_id: string }>`
    with a as (
      insert into accounts (name) select 'bench ' || g from generate_series(1, ${accounts}) g
      returning id
    ), l as (
      insert into contact_lists (account_id, name, file_name, contact_count, zones_ready)
      select id, 'Contacts List', 'bench.csv', ${contactsPerList}, true from a
      returning id, account_id
    ), c as (
      insert into contacts (list_id, account_id, row_number, phone_number, first_name, window_key)
      select l.id, l.account_id, g, '+1214' || (2000000 + g)::text, 'Contact ' || g,
        'America/Chicago|TX'
      from l cross join generate_series(1, ${contactsPerList}) g
      returning 1
    ), k as (
      insert into list_window_keys (list_id, window_key)
      select id, 'America/Chicago|TX' from l returning 1
    )
    select l.account_id, l.id as list_id from l`.execute(db);
  return rows.map((r) => ({ accountId: r.account_id, listId: r.list_id }));
}

/** A CSV of about `bytes` bytes: phone,first_name,last_name,city rows. */
export function generateCsv(bytes: number): { text: string; rows: string[][] } {
  const rows: string[][] = [];
  const lines = ['phone,first_name,last_name,city'];
  let size = lines[0]!.length + 1;
  for (let i = 1; ; i++) {
    const row = [`+1214${2_000_000 + i}`, `First${i}`, `Last${i}`, `City ${i % 97}`];
    const line = row.join(',');
    if (size + line.length + 1 > bytes) break;
    rows.push(row);
    lines.push(line);
    size += line.length + 1;
  }
  return { text: `${lines.join('\n')}\n`, rows };
}
