import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import { consentAllowsSql } from '../policy/consent';
import { mayDialSql } from '../policy/do-not-call';
import { everEligibleSql } from '../policy/redial-eligibility';

type Conn = Kysely<Database>;
type Trx = Transaction<Database>;

const iso = (at: Date) => at.toISOString();

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

/** The earliest time anyone on the list becomes eligible, or null when nobody ever will. */
export async function earliestEligibleAt(db: Conn, listId: string): Promise<Date | null> {
  return (await earliestEligible(db, [listId])).get(listId) ?? null;
}

/**
 * Per list, the earliest time anyone becomes eligible under every policy the claim applies; lists
 * nobody can be dialled on are absent (a consent-only list of contacts without consent completes).
 */
export async function earliestEligible(db: Conn, listIds: string[]): Promise<Map<string, Date>> {
  if (listIds.length === 0) return new Map();
  const { rows } = await sql<{ list_id: string; at: Date }>`
    select l.id as list_id, e.at
    from unnest(${listIds}::uuid[]) as l(id)
    cross join lateral (
      select next_eligible_at as at from contacts
      where list_id = l.id and ${everEligibleSql} and ${mayDialSql('contacts')}
        and ${consentAllowsSql('contacts')}
      order by next_eligible_at limit 1
    ) e`.execute(db);
  return new Map(rows.map((row) => [row.list_id, row.at]));
}
