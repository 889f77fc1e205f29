import { describe, expect, it } from 'vitest';
import { runDueRounds } from '../../../server/modules/campaigns/rounds/dial-round.service';
import { listsAhead } from '../../../shared/dialer/campaign-queue';
import { DIALER_MESSAGES } from '../../../shared/dialer/dialer-messages';
import { eventsOf, importList, listState, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

// No workers: rounds run when a test runs them, so every state is looked at before it moves on.
const ctx = await createTestContext();

async function account(plan: 'starter' | 'elite' | null, setting: number) {
  const signedIn = await signedInUser(ctx);
  if (plan) await signedIn.caller.billing.choosePlan({ planId: plan });
  await ctx.db
    .updateTable('accounts')
    .set({ campaigns_running_limit: setting })
    .where('id', '=', signedIn.user.accountId)
    .execute();
  return signedIn;
}

const nextRoundOf = async (listId: string) =>
  (
    await ctx.db
      .selectFrom('contact_lists')
      .select('next_round_at')
      .where('id', '=', listId)
      .executeTakeFirstOrThrow()
  ).next_round_at;

describe('campaigns at once, bounded by the plan', () => {
  it('runs two lists at once when the plan allows (Elite, setting 2)', async () => {
    const { user, caller } = await account('elite', 2);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => importList(ctx, user.accountId, 3)));
    expect((await caller.dialer.start({ listId: a!.id })).state).toBe('running');
    expect((await caller.dialer.start({ listId: b!.id })).state).toBe('running');
    expect((await caller.dialer.start({ listId: c!.id })).state).toBe('queued');
  });

  it('does not when the plan does not (Starter and the trial: 1, whatever the setting)', async () => {
    for (const plan of ['starter', null] as const) {
      const { user, caller } = await account(plan, 2);
      const [a, b] = await Promise.all([1, 2].map(() => importList(ctx, user.accountId, 3)));
      expect((await caller.dialer.start({ listId: a!.id })).state).toBe('running');
      const queued = await caller.dialer.start({ listId: b!.id });
      expect(queued.state).toBe('queued');
      expect(queued.queuedSince).not.toBeNull();
    }
  });

  it('starts the queued lists first come first served as slots free, and tells every tab', async () => {
    const { user, caller } = await account(null, 1);
    const lists = await Promise.all([1, 2, 3, 4].map(() => importList(ctx, user.accountId, 3)));
    const [a, b, c, d] = lists.map((list) => list.id) as [string, string, string, string];
    await caller.dialer.start({ listId: a });
    for (const id of [b, c, d]) await caller.dialer.start({ listId: id });
    const summaries = await caller.contacts.lists();
    const summaryOf = (id: string) => summaries.find((s) => s.id === id)!;
    expect(listsAhead(summaryOf(d), summaries)).toBe(2);
    expect(DIALER_MESSAGES.queued(listsAhead(summaryOf(d), summaries))).toBe(
      'Queued — 2 lists ahead',
    );

    await caller.dialer.stop({ listId: a });
    expect((await listState(ctx, b)).state).toBe('running');
    expect(await nextRoundOf(b)).not.toBeNull();
    expect((await listState(ctx, c)).state).toBe('queued');
    const started = (await eventsOf(ctx, user.accountId)).filter(
      (e) => e.type === 'campaign.state' && e.listId === b,
    );
    expect(started.at(-1)).toMatchObject({ state: 'running' });

    expect(await runDueRounds(ctx, new Date())).toBeGreaterThan(0);
    const after = await caller.contacts.lists();
    expect(listsAhead(after.find((s) => s.id === d)!, after)).toBe(1);
  });

  it('a list waiting overnight for calling hours holds no slot, and queues when it wakes', async () => {
    const { user, caller } = await account(null, 1);
    const [night, day] = await Promise.all([1, 2].map(() => importList(ctx, user.accountId, 3)));
    const morning = new Date(Date.now() + 10 * 3_600_000);
    await ctx.db
      .updateTable('contact_lists')
      .set({
        state: 'waiting',
        wait_reason: 'calling-hours',
        next_run_at: morning,
        next_round_at: morning,
      })
      .where('id', '=', night!.id)
      .execute();
    expect((await caller.dialer.start({ listId: day!.id })).state).toBe('running');

    // Morning comes while the other list still dials: the woken list queues and dials nobody.
    await ctx.db
      .updateTable('contact_lists')
      .set({ next_round_at: new Date(Date.now() - 1000) })
      .where('id', '=', night!.id)
      .execute();
    await runDueRounds(ctx, new Date());
    expect((await listState(ctx, night!.id)).state).toBe('queued');
    const nightCalls = await ctx.db
      .selectFrom('calls')
      .select('id')
      .where('list_id', '=', night!.id)
      .execute();
    expect(nightCalls).toEqual([]);

    await caller.dialer.pause({ listId: day!.id });
    expect((await listState(ctx, night!.id)).state).toBe('running');
  });
});
