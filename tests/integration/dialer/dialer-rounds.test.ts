import { describe, expect, it } from 'vitest';
import {
  callsOf,
  contactsOf,
  eventsOf,
  importList,
  maxConcurrent,
  runWorkers,
  signedInUser,
  waitForState,
} from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext({ DIALER_SEED: '7' });
await runWorkers(ctx);

describe('auto-dialer rounds', () => {
  it('dials every contact in rounds of at most 5 until nobody is eligible, then completes', async () => {
    const { user, caller } = await signedInUser(ctx);
    const list = await importList(ctx, user.accountId, 23);
    const started = await caller.dialer.start({ listId: list.id });
    expect(started.state).toBe('running');
    await waitForState(ctx, list.id, ['completed'], 25_000);
    // Everyone was called to the end: it says Completed, with no contact left nobody may call.
    const [finished] = await caller.contacts.lists();
    expect(finished).toMatchObject({ state: 'completed', endReason: null });

    const calls = await callsOf(ctx, list.id);
    const contacts = await contactsOf(ctx, list.id);
    expect(calls.every((call) => call.state === 'ended' && call.outcome !== null)).toBe(true);
    expect(maxConcurrent(calls)).toBeLessThanOrEqual(5);
    const perRound = new Map<number, number>();
    for (const call of calls) perRound.set(call.round_seq, (perRound.get(call.round_seq) ?? 0) + 1);
    expect(Math.max(...perRound.values())).toBeLessThanOrEqual(5);
    // The first round takes the first five contacts of the file.
    const firstRound = calls.filter((call) => call.round_seq === calls[0]!.round_seq);
    const rowOf = new Map(contacts.map((c) => [c.id, c.row_number]));
    expect(firstRound.map((call) => rowOf.get(call.contact_id)).sort()).toEqual([1, 2, 3, 4, 5]);

    for (const contact of contacts) {
      const own = calls.filter((call) => call.contact_id === contact.id);
      expect(contact.attempts).toBe(own.length);
      expect(contact.attempts).toBeLessThanOrEqual(3);
      expect(own.map((call) => call.attempt)).toEqual(own.map((_, i) => i + 1));
      // Answered and Completed end the contact's dialing: only its last call may have them.
      expect(
        own
          .slice(0, -1)
          .every((c) => c.outcome === 'Dial No Answer' || c.outcome === 'Reached Voicemail'),
      ).toBe(true);
      expect(contact.status).toBe(own.at(-1)!.outcome);
      const final = contact.status === 'Answered' || contact.status === 'Completed';
      expect(final || contact.attempts === 3).toBe(true);
      expect(contact.next_eligible_at).toBeNull();
    }

    const events = await eventsOf(ctx, user.accountId);
    const states = events.filter((e) => e.type === 'campaign.state').map((e) => e.state);
    expect(states.at(-1)).toBe('completed');
    const ended = events.filter((e) => e.type === 'call.ended');
    expect(ended).toHaveLength(calls.length);
    expect(events.filter((e) => e.type === 'call.started')).toHaveLength(calls.length);
    const lastProgress = events.filter((e) => e.type === 'campaign.progress').at(-1);
    expect(lastProgress).toMatchObject({ total: 23 });
    const summary = (await caller.contacts.lists())[0]!;
    expect(summary.state).toBe('completed');
    expect(Object.values(summary.counts).reduce((a, b) => a + b, 0)).toBe(23);
  });
});
