import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../../server/deps';
import { importContactsCsv } from '../../../server/modules/campaigns/lists/import-contacts.service';
import {
  type CallingClock,
  callingClockStartingAt,
} from '../../../server/modules/campaigns/rounds/calling-clock';
import { startWorkers } from '../../../worker/start-workers';
import {
  callsOf,
  listState,
  runPlannedRounds,
  signedInUser,
  waitFor,
} from '../../helpers/dialer-fixtures';
import { createTestContext, stopBeforeContextCloses } from '../../helpers/test-context';

// The demo clock of README's calling-hours demo, a minute after 21:00 in Chicago (CDT), Tuesday.
const demoClock = callingClockStartingAt(new Date('2026-03-11T02:01:00Z'));
const ctx = await createTestContext();
ctx.callingClock = demoClock;

async function waitingChicagoList(name: string) {
  const { user, caller } = await signedInUser(ctx, name);
  const result = await importContactsCsv(ctx, {
    accountId: user.accountId,
    fileName: 'chicago.csv',
    bytes: Buffer.from('phone,first_name\n+15155550100,Ann\n+15155550101,Bob\n'),
  });
  if (!result.ok) throw new Error(result.message);
  await caller.dialer.start({ listId: result.list.id });
  await runPlannedRounds(ctx);
  const waiting = await ctx.db
    .selectFrom('contact_lists')
    .select(['state', 'wait_reason', 'next_run_at'])
    .where('id', '=', result.list.id)
    .executeTakeFirstOrThrow();
  expect(waiting).toMatchObject({ state: 'waiting', wait_reason: 'calling-hours' });
  // 8:00 CDT on the demo clock, about eleven hours of real time away.
  expect(demoClock.fromReal(waiting.next_run_at!).toISOString()).toBe('2026-03-11T13:00:00.000Z');
  return { listId: result.list.id, nextRunAt: waiting.next_run_at! };
}

/** A worker process booting with `clock` as its calling clock. */
async function bootWorker(clock: CallingClock) {
  const deps: AppDeps = { ...ctx, callingClock: clock };
  const running = await startWorkers(deps);
  stopBeforeContextCloses(ctx, () => running.close());
  return running;
}

describe('a restart replans lists waiting for calling hours on its own clock', () => {
  it('keeps a wait the clock still gives', async () => {
    const { listId, nextRunAt } = await waitingChicagoList('restart-same-clock');
    const before = (await listState(ctx, listId)).round_seq;
    const worker = await bootWorker(demoClock);
    const after = await waitFor(
      async () => {
        const row = await listState(ctx, listId);
        return row.round_seq > before + 1 && row.state === 'waiting' ? row : null;
      },
      { what: 'the replanned round to wait again' },
    );
    expect(after.next_run_at).toEqual(nextRunAt);
    expect(await callsOf(ctx, listId)).toEqual([]);
    await worker.close();
  });

  it('dials at once after a restart whose clock is inside calling hours', async () => {
    const { listId } = await waitingChicagoList('restart-real-clock');
    // The restart without the demo clock: 16:31 in Chicago (CDT) on a Wednesday.
    await bootWorker(callingClockStartingAt(new Date('2026-03-11T21:31:00Z')));
    await waitFor(async () => (await callsOf(ctx, listId)).length === 2, {
      what: 'both contacts dialled after the restart',
    });
    expect((await listState(ctx, listId)).next_run_at).toBeNull();
  });
});
