import { describe, expect, it } from 'vitest';
import { recordOutcome } from '../../../server/modules/campaigns/outcomes/record-outcome.service';
import type { CallOutcome } from '../../../shared/dialer/contact-status';
import {
  callsOf,
  contactsOf,
  eventsOf,
  importList,
  runWorkers,
  signedInUser,
  waitFor,
} from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

// Simulated calls last ten minutes, so every outcome in this file is one the test sends.
const ctx = await createTestContext({ DIALER_CALL_DURATION_MS: '600000' });
await runWorkers(ctx);

/** Starts a list through the router and waits until the worker has its calls in flight. */
async function callsInFlight(count: number) {
  const { user, caller } = await signedInUser(ctx);
  const list = await importList(ctx, user.accountId, count);
  await caller.dialer.start({ listId: list.id });
  const calls = await waitFor(
    async () => {
      const rows = await callsOf(ctx, list.id);
      return rows.length === count && rows.every((c) => c.state === 'in-progress') && rows;
    },
    { what: `${count} calls in flight` },
  );
  return { user, caller, list, calls };
}

describe('two outcomes for one call at the same moment', () => {
  const pairs: [CallOutcome, CallOutcome][] = [
    ['Dial No Answer', 'Dial No Answer'],
    ['Dial No Answer', 'Answered'],
    ['Reached Voicemail', 'Completed'],
    ['Answered', 'Reached Voicemail'],
    ['Completed', 'Dial No Answer'],
  ];

  it('counts exactly one: one attempt, one status, one ended call, one call.ended event', async () => {
    const { user, caller, list, calls } = await callsInFlight(pairs.length);
    const results = await Promise.all(
      calls.map((call, i) =>
        Promise.all(pairs[i]!.map((outcome) => recordOutcome(ctx, call.id, outcome))),
      ),
    );
    for (const pair of results) expect([...pair].sort()).toEqual(['ignored', 'recorded']);

    const ended = await callsOf(ctx, list.id);
    const contacts = await contactsOf(ctx, list.id);
    const events = await eventsOf(ctx, user.accountId);
    for (const [i, call] of calls.entries()) {
      const winner = pairs[i]![results[i]!.indexOf('recorded')]!;
      expect(ended.find((c) => c.id === call.id)).toMatchObject({
        state: 'ended',
        outcome: winner,
      });
      expect(contacts.find((c) => c.id === call.contact_id)).toMatchObject({
        status: winner,
        attempts: 1,
      });
      const endedEvents = events.filter((e) => e.type === 'call.ended' && e.callId === call.id);
      expect(endedEvents).toEqual([expect.objectContaining({ outcome: winner, attempts: 1 })]);
    }
    expect(ended).toHaveLength(pairs.length);
    await caller.dialer.stop({ listId: list.id });
  });
});

describe('starts of several lists at the same moment', () => {
  it('keep to the account limit of campaigns running at once: one runs, the others queue', async () => {
    const accounts = await Promise.all([1, 2, 3].map(() => signedInUser(ctx)));
    for (const { user, caller } of accounts) {
      const lists = await Promise.all([1, 2, 3, 4].map(() => importList(ctx, user.accountId, 1)));
      const settled = await Promise.allSettled(
        lists.map((list) => caller.dialer.start({ listId: list.id })),
      );
      const states = settled.map((s) => (s.status === 'fulfilled' ? s.value.state : 'refused'));
      expect(states.sort()).toEqual(['queued', 'queued', 'queued', 'running']);
      const active = await ctx.db
        .selectFrom('contact_lists')
        .select('id')
        .where('account_id', '=', user.accountId)
        .where('state', 'in', ['running', 'waiting'])
        .execute();
      expect(active).toHaveLength(1);
      for (const list of lists) await caller.dialer.stop({ listId: list.id });
    }
  });
});
