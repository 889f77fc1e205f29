import { type Kysely, sql, type Transaction } from 'kysely';
import type { MeshSizeBasis } from '../../../../shared/storm/mesh-swath';
import type { Database } from '../../../db/types';
import { insertFreshContactsSql } from '../model/contact-inserts';
import { NO_TIME_ZONE } from '../policy/calling-hours';
import { onDoNotCallSql } from '../policy/do-not-call';

type Conn = Kysely<Database> | Transaction<Database>;

/** A contact's estimated hail size under a radar swath, kept on its copy ({hail_size}). */
export type HailEstimate = { contactId: number; sizeMm: number; basis: MeshSizeBasis };

/**
 * Whom a storm list is built from: the account's contacts in the searched area's ZIPs, or the
 * contacts a radar swath reached at the asked size (each with its estimate). Either way the same
 * per-number rules pick who is copied.
 */
export type StormListSource =
  | { kind: 'area'; zips: readonly string[] }
  | { kind: 'swath'; estimates: readonly HailEstimate[] };

/** The source's contacts of the account (alias `c`). */
function inSource(accountId: string, source: StormListSource) {
  if (source.kind === 'area') {
    return sql`c.zip = any(${source.zips as string[]}::text[]) and c.account_id = ${accountId}`;
  }
  const ids = source.estimates.map((e) => e.contactId);
  return sql`c.id = any(${ids}::bigint[]) and c.account_id = ${accountId}`;
}

/** The source's estimates as rows (contact_id, size_mm, basis): none for an area. */
function estimateRows(source: StormListSource) {
  if (source.kind === 'area') {
    return sql`select null::bigint as contact_id, null::real as size_mm, null::text as basis where false`;
  }
  const { estimates } = source;
  return sql`select * from unnest(${estimates.map((e) => e.contactId)}::bigint[],
    ${estimates.map((e) => e.sizeMm)}::real[], ${estimates.map((e) => e.basis)}::text[])
    as e(contact_id, size_mm, basis)`;
}

/** Statuses of a homeowner already reached: a storm list leaves their number out. */
export const REACHED_STATUSES = ['Answered', 'Completed'] as const;

/**
 * The source's numbers, one row per number: whether any of its contacts there is on the
 * do-not-call list, was already reached, or holds an invalid number. For an area only columns
 * `contacts_zip_account` holds, so it reads the index alone (migration 0049).
 */
function areaNumbers(accountId: string, source: StormListSource) {
  return sql`
    select c.phone_number,
      bool_or(${onDoNotCallSql('c')}) as listed,
      bool_or(c.status in (${sql.join(REACHED_STATUSES)})) as reached,
      bool_or(c.status = 'Invalid Number') as invalid
    from contacts c
    where ${inSource(accountId, source)}
    group by c.phone_number`;
}

const PICKED = sql`not n.listed and not n.reached and not n.invalid`;

export type AreaCounts = { picked: number; listed: number; reached: number; invalid: number };

/**
 * Room for one statement over an area's contacts (~80,000 rows at 1 M contacts): the planner's
 * cost estimate switches JIT on (~2.4 s of compiling), and its sorts and hashes spill to disk at
 * the default work_mem (docs/benchmarks.md, hail).
 */
async function roomForTheArea(tx: Transaction<Database>): Promise<void> {
  await sql`set local jit = off`.execute(tx);
  await sql`set local work_mem = '32MB'`.execute(tx);
}

/** What a storm list from this source would hold, and what it would leave out (one row per number). */
export async function countAreaNumbers(
  db: Kysely<Database>,
  accountId: string,
  source: StormListSource,
): Promise<AreaCounts> {
  return db.transaction().execute(async (tx) => {
    await roomForTheArea(tx);
    const { rows } = await sql<AreaCounts>`
      select
        count(*) filter (where ${PICKED})::int as picked,
        count(*) filter (where n.listed)::int as listed,
        count(*) filter (where not n.listed and n.reached)::int as reached,
        count(*) filter (where not n.listed and not n.reached and n.invalid)::int as invalid
      from (${areaNumbers(accountId, source)}) n`.execute(tx);
    return rows[0]!;
  });
}

/** How many of the account's contacts have no usable ZIP (contacts_account_no_zip_idx). */
export async function countWithoutUsableZip(db: Conn, accountId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from contacts where account_id = ${accountId} and zip is null`.execute(
    db,
  );
  return rows[0]!.n;
}

/** A few contacts without a usable ZIP, oldest first. */
export async function contactsWithoutUsableZip(db: Conn, accountId: string, limit: number) {
  const { rows } = await sql<{ list_name: string; first_name: string; phone_number: string }>`
    select l.name as list_name, c.first_name, c.phone_number
    from contacts c join contact_lists l on l.id = c.list_id
    where c.account_id = ${accountId} and c.zip is null
    order by c.id limit ${limit}`.execute(db);
  return rows;
}

/**
 * The source's contacts that a storm list copies: each number's newest contact, unless
 * any of that number's contacts is on the do-not-call list, was already reached or is invalid.
 * The numbers are grouped on narrow rows and only the picked contacts are read whole: a window
 * over the area's whole rows reads them once but sorts every row (earlier storm lists' copies
 * too) at full width, which spills to disk once an area was copied a few times.
 */
function pickedAreaContacts(accountId: string, source: StormListSource) {
  const skipped = sql`${onDoNotCallSql('c')} or c.status in (${sql.join([...REACHED_STATUSES, 'Invalid Number'])})`;
  return sql`
    select s.* from contacts s
    where s.id in (
      select max(c.id) from contacts c
      where ${inSource(accountId, source)}
      group by c.phone_number
      having not bool_or(${skipped}))`;
}

/**
 * Copies the picked numbers' newest contacts into the list as fresh contacts (Not Called, eligible
 * at once, numbered by ZIP, with their hail estimate from a swath), keeping their zones unless those came from their old list's default
 * state (then the zones job computes them), and records the list's window keys, in one statement.
 * Returns how many were copied and whether all kept their zones.
 */
export async function copyAreaContacts(
  tx: Transaction<Database>,
  list: { id: string; accountId: string },
  source: StormListSource,
): Promise<{ copied: number; zonesReady: boolean }> {
  const keepZones = sql`s.window_key is not null and not ('list-default' = any(s.zone_sources))`;
  await roomForTheArea(tx);
  const { rows } = await sql<{ copied: number; unzoned: number }>`
    with inserted as (${insertFreshContactsSql(
      sql`
      select ${list.id}::uuid as list_id, ${list.accountId}::uuid as account_id,
        row_number() over (order by s.zip, s.id) as row_number, s.phone_number, s.phone_original,
        s.first_name, s.extra,
        case when ${keepZones} then s.time_zones end as time_zones,
        case when ${keepZones} then s.zone_sources end as zone_sources,
        case when ${keepZones} then s.window_key end as window_key,
        case when ${keepZones} then s.call_cap_24h end as call_cap_24h,
        case when ${keepZones} and s.skip_reason = ${NO_TIME_ZONE.code} then s.skip_reason end
          as skip_reason,
        s.zip, e.size_mm as hail_estimate_mm, e.basis as hail_estimate_basis
      from (${pickedAreaContacts(list.accountId, source)}) s
      left join (${estimateRows(source)}) e on e.contact_id = s.id`,
      { withHailEstimate: true },
    )}),
    window_keys as (
      insert into list_window_keys (list_id, window_key)
      select distinct ${list.id}::uuid, window_key from inserted where window_key is not null)
    select count(*)::int as copied, count(*) filter (where window_key is null)::int as unzoned
    from inserted`.execute(tx);
  const { copied, unzoned } = rows[0]!;
  return { copied, zonesReady: unzoned === 0 };
}

/** The list row of a storm-targeted list (its contacts follow in the same transaction). */
export async function insertStormList(
  tx: Transaction<Database>,
  list: {
    accountId: string;
    name: string;
    description: string;
    fileName: string;
    storm: string;
  },
): Promise<string> {
  const row = await tx
    .insertInto('contact_lists')
    .values({
      account_id: list.accountId,
      name: list.name,
      description: list.description,
      file_name: list.fileName,
      contact_count: 0,
      storm: list.storm,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function finishStormList(
  tx: Transaction<Database>,
  listId: string,
  values: { copied: number; zonesReady: boolean },
): Promise<void> {
  await tx
    .updateTable('contact_lists')
    .set({ contact_count: values.copied, zones_ready: values.zonesReady })
    .where('id', '=', listId)
    .execute();
}

/** The storm a list of this account was built for; null for another list or another account's. */
export async function stormOfList(db: Conn, accountId: string, listId: string) {
  const row = await db
    .selectFrom('contact_lists')
    .select('storm')
    .where('id', '=', listId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.storm ?? null;
}

/** The account's numbers per ZIP among `zips` (the map's contact dots). */
export async function numbersPerZip(db: Conn, accountId: string, zips: readonly string[]) {
  const { rows } = await sql<{ zip: string; n: number }>`
    select zip, count(distinct phone_number)::int as n from contacts
    where zip = any(${zips as string[]}::text[]) and account_id = ${accountId}
    group by zip`.execute(db);
  return rows;
}
