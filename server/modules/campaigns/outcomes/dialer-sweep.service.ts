import type { AppDeps } from '../../../deps';
import { withNextRounds } from '../rounds/next-round';
import { type NotPlacedReport, recordNotPlaced } from './not-placed.service';
import { overdueCalls } from './overdue-calls.repository';
import { type ReportedOutcome, recordOutcomes } from './record-outcome.service';

export type SweepReport = {
  callsRecorded: number;
  callsUnresolved: number;
  roundsRequeued: number;
};

/**
 * Crash recovery, run at worker boot and on a schedule.
 * (1) A call still in progress long after its result should have arrived, or hung up and still
 *     waiting for its analysis long after the wait (its "decide" job was lost): its provider is
 *     asked what became of it, and only an outcome the provider reports is recorded. A call placed
 *     by another provider than this process's is left to a process running that provider.
 * (2) A running or waiting campaign with nothing in flight whose round is overdue (or was never
 *     planned) gets a round now.
 */
export async function sweepDialer(deps: AppDeps, now = new Date()): Promise<SweepReport> {
  const { callDurationMs, staleCallMs } = deps.config.dialer;
  const report: SweepReport = { callsRecorded: 0, callsUnresolved: 0, roundsRequeued: 0 };

  const startedBefore = new Date(now.getTime() - callDurationMs - staleCallMs);
  const endedBefore = new Date(now.getTime() - deps.config.retell.analysisWaitMs - staleCallMs);
  const outcomes: ReportedOutcome[] = [];
  const notPlaced: NotPlacedReport[] = [];
  for (const call of await overdueCalls(deps.db, { startedBefore, endedBefore })) {
    if (call.provider !== deps.voice.name) {
      report.callsUnresolved++;
      continue;
    }
    const resolution = await deps.voice.resolveStale({
      id: call.id,
      accountId: call.account_id,
      startedAt: call.started_at,
      providerCallId: call.provider_call_id,
    });
    if (resolution.state === 'ended')
      outcomes.push({ callId: call.id, outcome: resolution.outcome });
    else if (resolution.state === 'not-placed') {
      notPlaced.push({ callId: call.id, reason: resolution.reason, pauseWith: null, retryAt: now });
    } else report.callsUnresolved++;
  }
  if (outcomes.length > 0) report.callsRecorded = await recordOutcomes(deps, outcomes);
  if (notPlaced.length > 0) report.callsRecorded += await recordNotPlaced(deps, notPlaced);

  const overdue = new Date(now.getTime() - staleCallMs);
  report.roundsRequeued = await withNextRounds(deps, async (trx, rounds) => {
    const lists = await trx
      .selectFrom('contact_lists')
      .select('id')
      .where('state', 'in', ['running', 'waiting'])
      .where((eb) => eb.or([eb('next_round_at', 'is', null), eb('next_round_at', '<', overdue)]))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('calls')
              .select('calls.id')
              .whereRef('calls.list_id', '=', 'contact_lists.id')
              .where('calls.state', '=', 'in-progress'),
          ),
        ),
      )
      .orderBy('id')
      .limit(1000)
      .forUpdate()
      .skipLocked()
      .execute();
    // An overdue plan stays the list's plan; the fresh round job claims it with the rest.
    await rounds.plan(lists.map((list) => ({ listId: list.id, at: now })));
    return lists.length;
  });
  if (report.callsRecorded || report.roundsRequeued || report.callsUnresolved) {
    deps.logger.warn(report, 'dialer sweep recovered work');
  }
  return report;
}
