import { type Kysely, sql, type Transaction } from 'kysely';
import type { CampaignState } from '../../../../shared/dialer/contact-status';
import type { Database } from '../../../db/types';

type Conn = Kysely<Database>;
type Trx = Transaction<Database>;

const iso = (at: Date) => at.toISOString();

/** Locks the list row: every change to a campaign's state or in-flight calls goes through it. */
export function lockList(trx: Trx, listId: string) {
  return trx
    .selectFrom('contact_lists')
    .selectAll()
    .where('id', '=', listId)
    .forUpdate()
    .executeTakeFirst();
}

export type ListRow = NonNullable<Awaited<ReturnType<typeof lockList>>>;

/**
 * Sets each list's next round, keeping an earlier one already planned, and bumps round_seq so the
 * calls of every round carry their own sequence. Only next-round.ts calls this.
 */
export async function setNextRounds(trx: Trx, plans: ReadonlyMap<string, Date>): Promise<void> {
  if (plans.size === 0) return;
  const ids = [...plans.keys()];
  const ats = [...plans.values()].map(iso);
  await sql`
    update contact_lists l
    set round_seq = l.round_seq + 1,
      next_round_at = least(coalesce(l.next_round_at, v.at), v.at),
      updated_at = now()
    from unnest(${ids}::uuid[], ${ats}::timestamptz[]) as v(id, at)
    where l.id = v.id`.execute(trx);
}

/** A user's transition or the dialer's verdict; clears any planned round (plan again after). */
export async function updateListCampaign(
  db: Conn,
  listId: string,
  values: {
    state?: CampaignState;
    next_run_at?: Date | null;
    held_since?: Date | null;
    pause_reason?: string | null;
  },
): Promise<void> {
  await db
    .updateTable('contact_lists')
    .set({ ...values, next_round_at: null, updated_at: new Date() })
    .where('id', '=', listId)
    .execute();
}

export type CampaignVerdict = {
  listId: string;
  state: CampaignState;
  nextRunAt: Date | null;
  heldSince: Date | null;
};

/** The outcome of a round for many lists in one statement; the planned round is consumed. */
export async function setCampaignVerdicts(
  trx: Trx,
  verdicts: readonly CampaignVerdict[],
): Promise<void> {
  if (verdicts.length === 0) return;
  await sql`
    update contact_lists l
    set state = v.state, next_run_at = v.next_run_at, held_since = v.held_since,
      next_round_at = null, updated_at = now()
    from unnest(
      ${verdicts.map((v) => v.listId)}::uuid[],
      ${verdicts.map((v) => v.state)}::text[],
      ${verdicts.map((v) => v.nextRunAt && iso(v.nextRunAt))}::timestamptz[],
      ${verdicts.map((v) => v.heldSince && iso(v.heldSince))}::timestamptz[]
    ) as v(id, state, next_run_at, held_since)
    where l.id = v.id`.execute(trx);
}

/** The earliest time anyone on the list becomes eligible, or null when nobody ever will. */
export async function earliestEligibleAt(db: Conn, listId: string): Promise<Date | null> {
  return (await earliestEligible(db, [listId])).get(listId) ?? null;
}

/** Per list, the earliest time anyone becomes eligible; lists nobody can be dialled on are absent. */
export async function earliestEligible(db: Conn, listIds: string[]): Promise<Map<string, Date>> {
  if (listIds.length === 0) return new Map();
  const { rows } = await sql<{ list_id: string; at: Date }>`
    select l.id as list_id, e.at
    from unnest(${listIds}::uuid[]) as l(id)
    cross join lateral (
      select next_eligible_at as at from contacts
      where list_id = l.id and next_eligible_at is not null
      order by next_eligible_at limit 1
    ) e`.execute(db);
  return new Map(rows.map((row) => [row.list_id, row.at]));
}

/**
 * Calls whose result is overdue: still in progress since before `startedBefore`, or hung up before
 * `endedBefore` and still waiting for an analysis whose wait should long be over.
 */
export function overdueCalls(db: Conn, where: { startedBefore: Date; endedBefore: Date }) {
  return db
    .selectFrom('calls')
    .select(['id', 'list_id', 'account_id', 'provider', 'provider_call_id', 'started_at'])
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'in-progress'), eb('started_at', '<', where.startedBefore)]),
        eb.and([eb('state', '=', 'awaiting-analysis'), eb('ended_at', '<', where.endedBefore)]),
      ]),
    )
    .orderBy('started_at')
    .limit(1000)
    .execute();
}
