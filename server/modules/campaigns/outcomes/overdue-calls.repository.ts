import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';

type Conn = Kysely<Database>;

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
