import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import { markClaimed } from '../model/claim-write';
import { windowOpenSql } from '../policy/calling-hours';
import { accountCallsCap } from '../policy/concurrent-calls';
import { consentAllowsSql } from '../policy/consent';
import { mayDialSql } from '../policy/do-not-call';
import { numberCappedSql } from '../policy/number-call-cap';
import { eligibleNowSql } from '../policy/redial-eligibility';
import { registryAllowsSql } from '../policy/registry';
import type { ListRow } from '../state/campaign-state.repository';
import type { CallVariant } from '../variants/claimed-variants';

type Trx = Transaction<Database>;

const iso = (at: Date) => at.toISOString();

/**
 * Locks up to `limit` running or waiting campaigns whose round is due by `dueAt`, earliest
 * first. SKIP LOCKED: concurrent round jobs take disjoint campaigns.
 */
export function lockDueLists(trx: Trx, dueAt: Date, limit: number): Promise<ListRow[]> {
  return trx
    .selectFrom('contact_lists')
    .selectAll()
    .where('next_round_at', 'is not', null)
    .where('next_round_at', '<=', dueAt)
    .where('state', 'in', ['running', 'waiting'])
    .orderBy('next_round_at')
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

/** Whether any running or waiting campaign is due by `dueAt` (locked or not). */
export async function anyDueList(db: Kysely<Database>, dueAt: Date): Promise<boolean> {
  const row = await db
    .selectFrom('contact_lists')
    .select('id')
    .where('next_round_at', 'is not', null)
    .where('next_round_at', '<=', dueAt)
    .where('state', 'in', ['running', 'waiting'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export type AccountRoom = { cap: number; inFlight: number };

/**
 * Locks the accounts (after their lists: the lock order is lists, accounts, calls, contacts) and
 * counts their calls in flight, so two claims never both fill the same account's last slots. The
 * cap is the concurrent-calls rule's (`assumedBound`: the provider's concurrency when it reported
 * none).
 */
export async function lockAccountRooms(
  trx: Trx,
  accountIds: string[],
  assumedBound: number,
): Promise<Map<string, AccountRoom>> {
  if (accountIds.length === 0) return new Map();
  const accounts = await trx
    .selectFrom('accounts')
    .select([
      'id',
      'calls_in_flight_limit',
      'provider_concurrency_limit',
      'provider_inbound_reserved',
    ])
    .where('id', 'in', accountIds)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  const counts = await trx
    .selectFrom('calls')
    .select(['account_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('account_id', 'in', accountIds)
    .where('state', '=', 'in-progress')
    .groupBy('account_id')
    .execute();
  const inFlight = new Map(counts.map((row) => [row.account_id, Number(row.n)]));
  return new Map(
    accounts.map((a) => [
      a.id,
      { cap: accountCallsCap(a, assumedBound), inFlight: inFlight.get(a.id) ?? 0 },
    ]),
  );
}

export type SlotUse = {
  inFlight: number;
  cooling: number;
  /** Calls the provider ended whose outcome waits for their analysis (slot free, list not done). */
  awaiting: number;
  firstEndedAt: Date | null;
};

/**
 * Per list: calls in flight, calls that ended after `coolingSince` (their slot still rests) and
 * calls waiting for their analysis.
 */
export async function slotUse(
  trx: Trx,
  listIds: string[],
  coolingSince: Date,
): Promise<Map<string, SlotUse>> {
  if (listIds.length === 0) return new Map();
  const { rows } = await sql<{
    list_id: string;
    in_flight: number;
    cooling: number;
    awaiting: number;
    first_ended_at: Date | null;
  }>`
    select list_id,
      count(*) filter (where state = 'in-progress')::int as in_flight,
      count(*) filter (
        where state <> 'in-progress' and ended_at > ${iso(coolingSince)}::timestamptz
      )::int as cooling,
      count(*) filter (where state = 'awaiting-analysis')::int as awaiting,
      min(ended_at) as first_ended_at
    from calls
    where list_id = any(${listIds}::uuid[]) and direction = 'outbound'
      and (state in ('in-progress', 'awaiting-analysis')
        or ended_at > ${iso(coolingSince)}::timestamptz)
    group by list_id`.execute(trx);
  return new Map(
    rows.map((row) => [
      row.list_id,
      {
        inFlight: row.in_flight,
        cooling: row.cooling,
        awaiting: row.awaiting,
        firstEndedAt: row.first_ended_at,
      },
    ]),
  );
}

export type ClaimedContact = {
  id: number;
  listId: string;
  accountId: string;
  phoneNumber: string;
  firstName: string;
  attempts: number;
  lastAttemptAt: Date | null;
  /** The A/B variant stored on the contact, if any (campaigns/variants/). */
  abVariantId: string | null;
};

/** One list's ask: up to `count` contacts among those whose window key is open now. */
export type ClaimWant = { listId: string; count: number; openKeys: readonly string[] };

/**
 * Claims, per list, up to its count of contacts eligible at `now` whose calling window is open
 * (their key among the list's open keys), and marks them In Progress, in one statement. Per list
 * and open key the pick walks contacts_list_window_idx; the earliest eligible of them win. SKIP
 * LOCKED: two workers never take the same contact; each pick stays flat at millions of rows.
 */
export async function claimContacts(
  trx: Trx,
  wants: readonly ClaimWant[],
  now: Date,
  realCalls: boolean,
): Promise<ClaimedContact[]> {
  const pairs = wants
    .filter((want) => want.count > 0)
    .flatMap((want) => want.openKeys.map((key) => ({ ...want, key })));
  if (pairs.length === 0) return [];
  const rows = await markClaimed(
    trx,
    sql`with candidates as (
      select p.id, w.list_id, w.n,
        row_number() over (partition by w.list_id order by p.next_eligible_at, p.row_number) as rank
      from unnest(${pairs.map((p) => p.listId)}::uuid[], ${pairs.map((p) => p.key)}::text[],
        ${pairs.map((p) => p.count)}::int[]) as w(list_id, window_key, n)
      cross join lateral (
        select id, next_eligible_at, row_number from contacts
        where list_id = w.list_id and ${windowOpenSql(sql.ref('w.window_key'))}
          and ${eligibleNowSql(now)} and ${mayDialSql('contacts')}
          and ${consentAllowsSql('contacts', realCalls)} and not ${numberCappedSql('contacts', now)}
          and ${registryAllowsSql('contacts', now, realCalls)}
        -- window_key is fixed here: ordering by it too matches contacts_list_window_idx.
        order by window_key, next_eligible_at, row_number
        limit w.n
        for update skip locked
      ) p
    )
    select id from candidates where rank <= n`,
  );
  return rows
    .map((row) => ({
      id: row.id,
      listId: row.list_id,
      accountId: row.account_id,
      phoneNumber: row.phone_number,
      firstName: row.first_name,
      attempts: row.attempts,
      lastAttemptAt: row.last_attempt_at,
      abVariantId: row.ab_variant_id,
    }))
    .sort((a, b) => a.id - b.id);
}

/** Claims up to `limit` eligible contacts of one list among its open keys (see claimContacts). */
export function claimEligibleContacts(
  trx: Trx,
  listId: string,
  limit: number,
  now: Date,
  openKeys: readonly string[],
  realCalls: boolean,
) {
  return claimContacts(trx, [{ listId, count: limit, openKeys }], now, realCalls);
}

/**
 * One call row per claimed contact (attempt = attempts + 1), in one statement; a contact in an A/B
 * test is called by its variant's agent, any other by the list's (its own, else the account's
 * default), so a simulated call records the agent that would have called too.
 */
export async function insertCalls(
  trx: Trx,
  contacts: readonly ClaimedContact[],
  roundSeqOf: ReadonlyMap<string, number>,
  provider: string,
  startedAt: Date,
  variantOf: ReadonlyMap<number, CallVariant> = new Map(),
) {
  if (contacts.length === 0) return [];
  return trx
    .insertInto('calls')
    .values(
      contacts.map((contact) => ({
        account_id: contact.accountId,
        list_id: contact.listId,
        contact_id: contact.id,
        attempt: contact.attempts + 1,
        round_seq: roundSeqOf.get(contact.listId) ?? 0,
        provider,
        voice_agent_id: variantOf.get(contact.id)?.voiceAgentId ?? listAgentSql(contact.listId),
        ab_variant_id: variantOf.get(contact.id)?.variantId ?? null,
        started_at: startedAt,
      })),
    )
    .returning(['id', 'list_id', 'account_id', 'contact_id', 'started_at'])
    .execute()
    .then((rows) =>
      rows.map((row) => ({ ...row, list_id: row.list_id!, contact_id: row.contact_id! })),
    );
}

/** The agent a list dials with: its own, else the account's default (null: none chosen). */
function listAgentSql(listId: string) {
  return sql<string | null>`(
    select coalesce(l.voice_agent_id, d.voice_agent_id) from contact_lists l
    left join campaign_defaults d on d.account_id = l.account_id
    where l.id = ${listId})`;
}
