import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { RedialSettings } from '../../../../shared/dialer/redial-settings';
import type { Database } from '../../../db/types';
import { NO_TIME_ZONE } from '../policy/calling-hours';
import { nextEligibleAtSql } from '../policy/redial-eligibility';
import { holdCappedContacts } from './cap-holds';

type Conn = Kysely<Database>;

/** Which contacts to recompute: whole lists (a settings change) or some contacts. */
export type RecomputeTarget = { listIds: readonly string[] } | { contactIds: readonly number[] };

function whichSql(target: RecomputeTarget, alias: string): RawBuilder<boolean> {
  const a = sql.raw(alias);
  return 'listIds' in target
    ? sql<boolean>`${a}.list_id = any(${target.listIds}::uuid[])`
    : sql<boolean>`${a}.id = any(${target.contactIds}::bigint[])`;
}

/**
 * A contact's eligibility recomputed from its own columns: the redial rule under `settings`,
 * then both 24-hour caps (the states' and the per-number one), always together, so a recompute
 * never releases a contact a cap still holds. A reason the clock rules stored goes; the contact's
 * zone fact (no time zone) stays.
 */
export async function recomputeEligibility(
  db: Conn,
  target: RecomputeTarget,
  settings: RedialSettings,
  retryDelayUnitMs: number,
): Promise<void> {
  const ids = 'listIds' in target ? target.listIds : target.contactIds;
  if (ids.length === 0) return;
  const next = nextEligibleAtSql(settings, retryDelayUnitMs);
  await sql`
    update contacts c set next_eligible_at = ${next},
      skip_reason = case when c.skip_reason = ${NO_TIME_ZONE.code} then c.skip_reason end
    where ${whichSql(target, 'c')}
      and (c.next_eligible_at is distinct from ${next}
        or c.skip_reason <> ${NO_TIME_ZONE.code})`.execute(db);
  await holdCappedContacts(db, whichSql(target, 'x'));
}
