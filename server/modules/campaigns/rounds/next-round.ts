import type { Transaction } from 'kysely';
import type { AccountEvent } from '../../../../shared/events';
import type { Database } from '../../../db/types';
import type { AppDeps } from '../../../deps';
import { AccountEvents, publishAccountEvents } from '../../../events/publish-events';
import { setNextRounds } from './round-plans.repository';

/** Rounds due within one window share one round job, so they are claimed together. */
export const ROUND_WINDOW_MS = 50;

export type RoundPlanner = {
  /** Plans each list's next round at its time (an earlier plan already made stays). */
  plan(plans: Iterable<{ listId: string; at: Date }>): Promise<void>;
  /** Events published after the commit (a queued campaign a freed slot started). */
  announce(accountId: string, ...events: AccountEvent[]): void;
};

type Deps = Pick<AppDeps, 'db' | 'queues' | 'events' | 'logger'>;

const planners = new WeakMap<Transaction<Database>, RoundPlanner>();

/**
 * The planner of the withNextRounds transaction `trx`, for a step deep inside it that starts
 * campaigns (the state writer filling a freed campaign slot); undefined outside one.
 */
export function plannerOf(trx: Transaction<Database>): RoundPlanner | undefined {
  return planners.get(trx);
}

/**
 * The end of the window a round planned for `at` runs in: never now or earlier, so its job has
 * not started yet and the add cannot fall on a finished job of the same id.
 */
export function roundWindowEnd(at: Date, now = Date.now()): Date {
  const t = Math.max(at.getTime(), now + 1);
  return new Date(Math.ceil(t / ROUND_WINDOW_MS) * ROUND_WINDOW_MS);
}

/**
 * The one way to decide "the next round": runs `work` in a transaction whose planner bumps the
 * lists' round_seq and sets their next round, and queues the round jobs after the commit. Start,
 * resume, settings changes, outcomes, waiting and the sweeper all plan through here.
 */
export async function withNextRounds<T>(
  deps: Deps,
  work: (trx: Transaction<Database>, rounds: RoundPlanner) => Promise<T>,
): Promise<T> {
  let planned: Date[] = [];
  let events = new AccountEvents();
  const result = await deps.db.transaction().execute(async (trx) => {
    planned = [];
    events = new AccountEvents();
    const planner: RoundPlanner = {
      async plan(plans) {
        const byList = new Map<string, Date>();
        for (const { listId, at } of plans) {
          const known = byList.get(listId);
          if (!known || at < known) byList.set(listId, at);
        }
        await setNextRounds(trx, byList);
        planned.push(...byList.values());
      },
      announce: (accountId, ...added) => events.add(accountId, ...added),
    };
    planners.set(trx, planner);
    return work(trx, planner);
  });
  // Events first: a round queued now may announce a newer state, which must come after them.
  if (events.byAccount.size > 0) await publishAccountEvents(deps, events.byAccount);
  await queueRounds(deps, planned);
  return result;
}

/** Queues the round job of each window the times fall in (one add per window, one round trip). */
export async function queueRounds(deps: Pick<AppDeps, 'queues'>, times: Date[]): Promise<void> {
  if (times.length === 0) return;
  const now = Date.now();
  const windows = new Set(times.map((at) => roundWindowEnd(at, now).toISOString()));
  await deps.queues.addMany(
    'dial-round',
    [...windows].map((dueAt) => ({ dueAt })),
  );
}
