import { describe, expect, it } from 'vitest';
import { sweepDialer } from '../../../server/modules/campaigns/outcomes/dialer-sweep.service';
import { callingClockOf } from '../../../server/modules/campaigns/rounds/calling-clock';
import { openKeysOfList } from '../../../server/modules/campaigns/rounds/list-windows';
import {
  claimEligibleContacts,
  insertCalls,
} from '../../../server/modules/campaigns/rounds/rounds.repository';
import { lockList } from '../../../server/modules/campaigns/state/campaign-state.repository';
import { startWorkers } from '../../../worker/start-workers';
import {
  callsOf,
  contactsOf,
  importList,
  listState,
  runPlannedRounds,
  signedInUser,
  spawnWorkerProcess,
  waitFor,
  waitForState,
} from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext({
  DIALER_CALL_DURATION_MS: '800',
  DIALER_STALE_CALL_MS: '100',
  DIALER_SEED: '42',
});
const dialerQueue = ctx.queues.get('dialer');

/** Whether a round job is queued that will run the list's planned round. */
async function roundJobQueuedFor(listId: string): Promise<boolean> {
  const { next_round_at } = await ctx.db
    .selectFrom('contact_lists')
    .select('next_round_at')
    .where('id', '=', listId)
    .executeTakeFirstOrThrow();
  if (!next_round_at) return false;
  const jobs = await dialerQueue.getJobs(['delayed', 'waiting', 'prioritized']);
  return jobs.some(
    (job) => job.name === 'dial-round' && Date.parse(job.data.dueAt) >= next_round_at.getTime(),
  );
}

describe('crash recovery', () => {
  it('records the outcome of a call whose outcome job never got queued', async () => {
    const { user, caller } = await signedInUser(ctx);
    const list = await importList(ctx, user.accountId, 4);
    await caller.dialer.start({ listId: list.id });
    // A round that committed its claim and died before handing the calls to the provider.
    const long = new Date(Date.now() - 10_000);
    await ctx.db.transaction().execute(async (trx) => {
      const row = (await lockList(trx, list.id))!;
      const open = await openKeysOfList(trx, list.id, callingClockOf(ctx).now());
      const claimed = await claimEligibleContacts(trx, list.id, 3, long, open, false);
      await insertCalls(trx, claimed, new Map([[row.id, row.round_seq]]), 'simulated', long);
    });
    // Its round is planned ahead, so only a recorded outcome can plan the next one (the sweep's
    // overdue-round recovery must not, however long this machine took since the start).
    await ctx.db
      .updateTable('contact_lists')
      .set({ round_seq: 99, next_round_at: new Date(Date.now() + 60_000) })
      .where('id', '=', list.id)
      .execute();

    const report = await sweepDialer(ctx);
    expect(report.callsRecorded).toBe(3);
    const calls = await callsOf(ctx, list.id);
    expect(calls.every((call) => call.state === 'ended' && call.outcome)).toBe(true);
    const contacts = await contactsOf(ctx, list.id);
    expect(contacts.filter((c) => c.status === 'In Progress')).toEqual([]);
    expect(contacts.map((c) => c.attempts)).toEqual([1, 1, 1, 0]);
    // The last outcome of the running list scheduled its next round.
    const { round_seq } = await listState(ctx, list.id);
    expect(round_seq).toBe(100);
    expect(await roundJobQueuedFor(list.id)).toBe(true);
  });

  it('requeues the round of a running campaign whose round job is gone', async () => {
    const { user, caller } = await signedInUser(ctx);
    const list = await importList(ctx, user.accountId, 2);
    await caller.dialer.start({ listId: list.id });
    await dialerQueue.drain(true);
    await ctx.db
      .updateTable('contact_lists')
      .set({ next_round_at: new Date(Date.now() - 5_000) })
      .where('id', '=', list.id)
      .execute();
    const report = await sweepDialer(ctx);
    expect(report.roundsRequeued).toBeGreaterThanOrEqual(1);
    expect((await listState(ctx, list.id)).round_seq).toBe(2);
    expect(await roundJobQueuedFor(list.id)).toBe(true);
    // The recovered round dials the list.
    await runPlannedRounds(ctx);
    expect(await callsOf(ctx, list.id)).toHaveLength(2);
  });

  it('a worker killed mid-round leaves nothing In Progress and loses no outcome', async () => {
    const { user, caller } = await signedInUser(ctx);
    const list = await importList(ctx, user.accountId, 15);
    const child = spawnWorkerProcess(ctx);
    await caller.dialer.start({ listId: list.id });
    await waitFor(
      async () => {
        const flying = (await callsOf(ctx, list.id)).filter((call) => call.state === 'in-progress');
        // Kill between jobs when possible, so recovery does not wait for BullMQ's stalled-job lock.
        return flying.length > 0 && (await dialerQueue.getActiveCount()) === 0;
        // A worker process boots through tsx: on a loaded machine its first round can take a while.
      },
      { timeoutMs: 60_000, what: 'calls in flight between jobs' },
    );
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const orphaned = (await callsOf(ctx, list.id)).filter((call) => call.state === 'in-progress');
    expect(orphaned.length).toBeGreaterThan(0);

    // Started inside the test, so closed inside it: nothing may write to Redis after cleanup.
    const workers = await startWorkers(ctx);
    try {
      await waitForState(ctx, list.id, ['completed'], 60_000);
    } finally {
      await workers.close();
    }
    const calls = await callsOf(ctx, list.id);
    expect(calls.every((call) => call.state === 'ended' && call.outcome)).toBe(true);
    for (const call of orphaned) {
      expect(calls.find((c) => c.id === call.id)?.outcome).toBeTruthy();
    }
    for (const contact of await contactsOf(ctx, list.id)) {
      expect(contact.status).not.toBe('In Progress');
      expect(contact.attempts).toBe(calls.filter((call) => call.contact_id === contact.id).length);
    }
  }, 90_000);
});
