import { isDialing } from '../../../shared/dialer/contact-status';
import type { AppDeps } from '../../deps';
import {
  countCallsInFlight,
  inFlightCalls,
  lockList,
  updateListCampaign,
} from './dialer.repository';
import { recordOutcome } from './record-outcome.service';
import { simulatedOutcome } from './simulated-provider';

const PENDING_STATES = new Set(['waiting', 'delayed', 'active', 'prioritized', 'waiting-children']);

async function jobPending(deps: AppDeps, jobId: string): Promise<boolean> {
  const job = await deps.queues.get('dialer').getJob(jobId);
  if (!job) return false;
  return PENDING_STATES.has(await job.getState());
}

export type SweepReport = { callsRecorded: number; roundsRequeued: number };

/**
 * Crash recovery, run at worker boot and on a schedule. (1) A call still in progress long after
 * it should have ended, whose outcome job is gone, gets its outcome recorded. (2) A running or
 * waiting campaign with nothing in flight and no pending round job gets a fresh round.
 */
export async function sweepDialer(deps: AppDeps, now = new Date()): Promise<SweepReport> {
  const { callDurationMs, staleCallMs } = deps.config.dialer;
  const report: SweepReport = { callsRecorded: 0, roundsRequeued: 0 };

  const staleBefore = new Date(now.getTime() - callDurationMs - staleCallMs);
  for (const call of await inFlightCalls(deps.db, { startedBefore: staleBefore })) {
    if (await jobPending(deps, `outcome-${call.id}`)) continue;
    const outcome = simulatedOutcome(deps.config.dialer.seed, call.id);
    if ((await recordOutcome(deps, call.id, outcome)) === 'recorded') report.callsRecorded++;
  }

  const overdue = new Date(now.getTime() - staleCallMs);
  const lists = await deps.db
    .selectFrom('contact_lists')
    .select(['id', 'round_seq'])
    .where('state', 'in', ['running', 'waiting'])
    .where((eb) => eb.or([eb('next_round_at', 'is', null), eb('next_round_at', '<', overdue)]))
    .limit(1000)
    .execute();
  for (const candidate of lists) {
    if (await jobPending(deps, `round-${candidate.id}-${candidate.round_seq}`)) continue;
    const seq = await deps.db.transaction().execute(async (trx) => {
      const list = await lockList(trx, candidate.id);
      if (!list || list.round_seq !== candidate.round_seq) return null;
      if (!isDialing(list.state)) return null;
      if ((await countCallsInFlight(trx, list.id)) > 0) return null;
      await updateListCampaign(trx, list.id, { round_seq: list.round_seq + 1, next_round_at: now });
      return list.round_seq + 1;
    });
    if (seq === null) continue;
    await deps.queues.add('dial-round', { listId: candidate.id, seq, runAt: now.toISOString() });
    report.roundsRequeued++;
  }
  if (report.callsRecorded || report.roundsRequeued) {
    deps.logger.warn(report, 'dialer sweep recovered work');
  }
  return report;
}
