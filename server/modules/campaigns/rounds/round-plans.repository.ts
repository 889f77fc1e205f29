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

/**
 * Whether anyone on the list may ever be dialled again under every policy the claim applies
 * (contacts_list_window_idx); a consent-only list of contacts without consent completes.
 */
export async function anyEverEligible(
  db: Conn,
  listId: string,
  realCalls: boolean,
): Promise<boolean> {
  const row = await db
    .selectFrom('contacts')
    .select('id')
    .where('list_id', '=', listId)
    .where(everEligibleSql)
    .where(mayDialSql('contacts'))
    .where(consentAllowsSql('contacts', realCalls))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
