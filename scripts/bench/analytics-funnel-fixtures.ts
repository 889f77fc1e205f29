import { sql } from 'kysely';
import type { BenchInfra } from './bench-env';

export const BENCH_LISTS = 4;
export const BENCH_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
] as const;

/**
 * Four lists with `contacts` contacts in all, spread over four US zones (a contact's first
 * candidate zone is the one the best-hours map uses). Returns the list ids.
 */
export async function seedListsAndContacts(
  infra: BenchInfra,
  accountId: string,
  contacts: number,
): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    insert into contact_lists (account_id, name, file_name, contact_count)
    select ${accountId}::uuid, 'Bench list ' || n, 'bench.csv', ${contacts / BENCH_LISTS}
    from generate_series(1, ${BENCH_LISTS}) n
    returning id`.execute(infra.db);
  const listIds = rows.map((row) => row.id);
  await sql`
    insert into contacts (list_id, account_id, row_number, phone_number, first_name, extra,
      time_zones)
    select (${listIds}::uuid[])[1 + g % ${BENCH_LISTS}], ${accountId}::uuid, g,
      '+1214' || lpad(g::text, 7, '0'), 'Bench', '{}'::jsonb,
      array[(${[...BENCH_ZONES]}::text[])[1 + (g / ${BENCH_LISTS}) % 4]]
    from generate_series(0, ${contacts - 1}) g`.execute(infra.db);
  await sql`analyze contacts`.execute(infra.db);
  return listIds;
}

/**
 * One appointment for every `every`-th Completed call, created after the rollups exist, so each
 * goes through the appointments trigger (booked +1 on its call's rollup rows).
 */
export async function seedAppointments(infra: BenchInfra, accountId: string, every: number) {
  await sql`
    insert into appointments (account_id, source, status, title, client_name, start_time,
      end_time, call_id, contact_id)
    select c.account_id, 'app', 'confirmed', 'Roof inspection', 'Bench homeowner',
      c.started_at + interval '2 days', c.started_at + interval '2 days 1 hour', c.id, c.contact_id
    from (select c.*, row_number() over (order by c.id) as n from calls c
      where c.account_id = ${accountId} and c.outcome = 'Completed') c
    where c.n % ${every} = 0`.execute(infra.db);
  await sql`analyze call_funnel_rollups`.execute(infra.db);
}
