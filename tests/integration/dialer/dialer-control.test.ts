import { describe, expect, it } from 'vitest';
import {
  callsOf,
  contactsOf,
  eventsOf,
  importList,
  listState,
  markAwaitingRetry,
  runWorkers,
  setDefaults,
  signedInUser,
  untilDialerAtRest,
  waitFor,
  waitForState,
} from '../../helpers/dialer-fixtures';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';

// Calls last long enough to act while they are in flight; retries come back after 100 ms.
const ctx = await createTestContext({
  DIALER_CALL_DURATION_MS: '400',
  DIALER_RETRY_DELAY_UNIT_MS: '20',
});
await runWorkers(ctx);

const inFlight = async (listId: string) =>
  (await callsOf(ctx, listId)).filter((call) => call.state === 'in-progress');

describe('campaign controls', () => {
  it('pause lets calls in flight finish and be recorded, dials nobody new, and resume continues', async () => {
    const { user, caller } = await signedInUser(ctx);
    const list = await importList(ctx, user.accountId, 12);
    await caller.dialer.start({ listId: list.id });
    const flying = await waitFor(async () => {
      const calls = await inFlight(list.id);
      return calls.length > 0 ? calls : null;
    });
    const paused = await caller.dialer.pause({ listId: list.id });
    expect(paused.state).toBe('paused');
    await waitFor(async () => (await inFlight(list.id)).length === 0);
    await untilDialerAtRest(ctx);

    const calls = await callsOf(ctx, list.id);
    expect(calls).toHaveLength(flying.length);
    expect(calls.every((call) => call.state === 'ended' && call.outcome)).toBe(true);
    expect((await contactsOf(ctx, list.id)).filter((c) => c.status === 'In Progress')).toEqual([]);
    expect((await listState(ctx, list.id)).state).toBe('paused');

    const resumed = await caller.dialer.resume({ listId: list.id });
    expect(resumed.state).toBe('running');
    await waitFor(async () => ((await callsOf(ctx, list.id)).length > calls.length ? true : null));
    await caller.dialer.stop({ listId: list.id });
  });

  it('stop is final for the run: in-flight calls are recorded and nobody else is dialled', async () => {
    const { user, caller } = await signedInUser(ctx);
    const list = await importList(ctx, user.accountId, 12);
    await caller.dialer.start({ listId: list.id });
    await waitFor(async () => ((await inFlight(list.id)).length > 0 ? true : null));
    const stopped = await caller.dialer.stop({ listId: list.id });
    expect(stopped.state).toBe('stopped');
    await waitFor(async () => (await inFlight(list.id)).length === 0);
    const count = (await callsOf(ctx, list.id)).length;
    await untilDialerAtRest(ctx);
    const calls = await callsOf(ctx, list.id);
    expect(calls).toHaveLength(count);
    expect(calls.every((call) => call.state === 'ended')).toBe(true);
    expect((await listState(ctx, list.id)).state).toBe('stopped');
    const events = await eventsOf(ctx, user.accountId);
    expect(events.filter((e) => e.type === 'campaign.state').at(-1)).toMatchObject({
      state: 'stopped',
    });
  });

  it('queues a list started while the campaign slot of the account is busy; a pause frees it', async () => {
    const { user, caller } = await signedInUser(ctx);
    const first = await importList(ctx, user.accountId, 30);
    const second = await importList(ctx, user.accountId, 3);
    await caller.dialer.start({ listId: first.id });
    expect((await caller.dialer.start({ listId: second.id })).state).toBe('queued');

    // A paused list holds no slot: the queued one starts at once.
    await caller.dialer.pause({ listId: first.id });
    expect((await listState(ctx, second.id)).state).toBe('running');
    expect((await caller.dialer.resume({ listId: first.id })).state).toBe('queued');
    await caller.dialer.stop({ listId: first.id });
    await caller.dialer.stop({ listId: second.id });
  });

  it('refuses transitions that make no sense for the state', async () => {
    const { user, caller } = await signedInUser(ctx);
    const list = await importList(ctx, user.accountId, 2);
    expect((await rejection(caller.dialer.pause({ listId: list.id }))).message).toBe(
      'This list is not dialing.',
    );
    expect((await rejection(caller.dialer.resume({ listId: list.id }))).message).toBe(
      'This list is not paused.',
    );
    expect((await rejection(caller.dialer.stop({ listId: list.id }))).message).toBe(
      'This list is not dialing.',
    );
    await caller.dialer.start({ listId: list.id });
    const again = await rejection(caller.dialer.start({ listId: list.id }));
    expect(again.code).toBe('CONFLICT');
    expect(again.message).toBe('This list is already dialing.');
    await caller.dialer.stop({ listId: list.id });
  });

  it('waits for the retry delay and resumes by itself', async () => {
    const { user, caller } = await signedInUser(ctx);
    // Retry after 10 min x 20 ms = 200 ms; nobody is eligible right now.
    await setDefaults(ctx, user.accountId, { max_attempts: 2, retry_delay_minutes: 10 });
    const list = await importList(ctx, user.accountId, 2);
    const lastAttempt = new Date();
    await markAwaitingRetry(ctx, list.id, lastAttempt, 200);
    await caller.dialer.start({ listId: list.id });
    await waitForState(ctx, list.id, ['completed']);

    const events = await eventsOf(ctx, user.accountId);
    const states = events.filter((e) => e.type === 'campaign.state');
    const waiting = states.find((e) => e.state === 'waiting');
    expect(waiting?.nextRunAt).toBe(new Date(lastAttempt.getTime() + 200).toISOString());
    expect(states.map((e) => e.state)).toEqual(['running', 'waiting', 'running', 'completed']);
    const calls = await callsOf(ctx, list.id);
    expect(calls.map((call) => call.attempt)).toEqual([2, 2]);
    expect(calls.every((call) => call.started_at.getTime() >= lastAttempt.getTime() + 200)).toBe(
      true,
    );
    expect((await caller.contacts.lists())[0]).toMatchObject({
      state: 'completed',
      nextRunAt: null,
    });
  });

  it('re-plans a waiting campaign at once when its call settings change', async () => {
    const { user, caller } = await signedInUser(ctx);
    // 1440 min x 20 ms: the retry would come back in about 29 s.
    await setDefaults(ctx, user.accountId, { max_attempts: 2, retry_delay_minutes: 1440 });
    const list = await importList(ctx, user.accountId, 1);
    const lastAttempt = new Date();
    await markAwaitingRetry(ctx, list.id, lastAttempt, 1440 * 20);
    await caller.dialer.start({ listId: list.id });
    await waitForState(ctx, list.id, ['waiting']);
    const planned = (await listState(ctx, list.id)).next_run_at!;

    await caller.campaignSettings.saveCallSettings({
      listId: list.id,
      redial: { maxAttempts: 2, retryDelayMinutes: 5, retryStatuses: ['Dial No Answer'] },
    });
    await waitForState(ctx, list.id, ['completed']);
    const [call] = await callsOf(ctx, list.id);
    expect(call!.attempt).toBe(2);
    expect(call!.started_at.getTime()).toBeLessThan(planned.getTime());
  });

  it('completes a finished list again at once when nobody is eligible', async () => {
    const { user, caller } = await signedInUser(ctx);
    const list = await importList(ctx, user.accountId, 2);
    await ctx.db
      .updateTable('contacts')
      .set({ status: 'Answered', attempts: 1, next_eligible_at: null })
      .where('list_id', '=', list.id)
      .execute();
    await ctx.db
      .updateTable('contact_lists')
      .set({ state: 'completed' })
      .where('id', '=', list.id)
      .execute();
    const restarted = await caller.dialer.start({ listId: list.id });
    expect(restarted.state).toBe('completed');
    const events = await eventsOf(ctx, user.accountId);
    expect(events.at(-1)).toEqual({
      type: 'campaign.state',
      listId: list.id,
      state: 'completed',
      nextRunAt: null,
    });
    expect(await callsOf(ctx, list.id)).toEqual([]);
  });
});
