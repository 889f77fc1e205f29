import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recomputeEligibility } from '../../../server/modules/campaigns/model/eligibility-recompute';
import { recordOutcome } from '../../../server/modules/campaigns/outcomes/record-outcome.service';
import { callingClockOf } from '../../../server/modules/campaigns/rounds/calling-clock';
import { openKeysOfList } from '../../../server/modules/campaigns/rounds/list-windows';
import { claimEligibleContacts } from '../../../server/modules/campaigns/rounds/rounds.repository';
import { CONTACT_STATUSES, RETRYABLE_STATUSES } from '../../../shared/dialer/contact-status';
import { nextEligibleAt } from '../../../shared/dialer/eligibility';
import {
  callsOf,
  contactsOf,
  importList,
  listState,
  runPlannedRounds,
  setDefaults,
  signedInUser,
} from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

// No workers here: rounds and outcomes are driven by hand, one step at a time. No round pause, so
// a slot is free again as soon as its call has ended.
const ctx = await createTestContext({
  DIALER_RETRY_DELAY_UNIT_MS: '1000',
  DIALER_ROUND_PAUSE_MS: '0',
});
const unit = ctx.config.dialer.retryDelayUnitMs;

async function startedList(count: number, defaults: Parameters<typeof setDefaults>[2] = {}) {
  const { user, caller } = await signedInUser(ctx);
  await setDefaults(ctx, user.accountId, defaults);
  const list = await importList(ctx, user.accountId, count);
  await caller.dialer.start({ listId: list.id });
  return { list, caller, user };
}

async function round(listId: string) {
  const { round_seq } = await listState(ctx, listId);
  await runPlannedRounds(ctx);
  return (await callsOf(ctx, listId)).filter((call) => call.round_seq === round_seq);
}

async function endAll(calls: { id: string }[], outcome: Parameters<typeof recordOutcome>[2]) {
  for (const call of calls) await recordOutcome(ctx, call.id, outcome);
}

describe('eligibility', () => {
  it('takes Not Called contacts five at a time in file order', async () => {
    const { list } = await startedList(7);
    const first = await round(list.id);
    expect(first).toHaveLength(5);
    const contacts = await contactsOf(ctx, list.id);
    expect(contacts.filter((c) => c.status === 'In Progress').map((c) => c.row_number)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    // Slots are full until the round resolves: a second round job dials nobody more.
    await runPlannedRounds(ctx);
    expect(await callsOf(ctx, list.id)).toHaveLength(5);
    await endAll(first, 'Completed');
    expect(await round(list.id)).toHaveLength(2);
  });

  it('retries a no-answer contact only after the retry delay, and never beyond max attempts', async () => {
    const { list } = await startedList(1, { max_attempts: 2, retry_delay_minutes: 5 });
    await endAll(await round(list.id), 'Dial No Answer');
    const [contact] = await contactsOf(ctx, list.id);
    expect(contact).toMatchObject({ status: 'Dial No Answer', attempts: 1 });
    expect(contact!.next_eligible_at!.getTime()).toBe(
      contact!.last_attempt_at!.getTime() + 5 * unit,
    );

    // Before the delay has elapsed the campaign waits for that moment.
    expect(await round(list.id)).toHaveLength(0);
    const waiting = await listState(ctx, list.id);
    expect(waiting.state).toBe('waiting');
    expect(waiting.next_run_at!.getTime()).toBe(contact!.next_eligible_at!.getTime());

    await ctx.db
      .updateTable('contacts')
      .set({ next_eligible_at: new Date(Date.now() - 1) })
      .where('list_id', '=', list.id)
      .execute();
    const second = await round(list.id);
    expect(second.map((call) => call.attempt)).toEqual([2]);
    await endAll(second, 'Reached Voicemail');
    const [after] = await contactsOf(ctx, list.id);
    expect(after).toMatchObject({
      status: 'Reached Voicemail',
      attempts: 2,
      next_eligible_at: null,
    });
    expect(await round(list.id)).toHaveLength(0);
    expect((await listState(ctx, list.id)).state).toBe('completed');
  });

  it('never redials Answered or Completed contacts, nor statuses left out of the retry statuses', async () => {
    const { list } = await startedList(3, {
      retry_statuses: ['Dial No Answer'],
      retry_delay_minutes: 5,
    });
    const calls = await round(list.id);
    await recordOutcome(ctx, calls[0]!.id, 'Answered');
    await recordOutcome(ctx, calls[1]!.id, 'Completed');
    await recordOutcome(ctx, calls[2]!.id, 'Reached Voicemail');
    const contacts = await contactsOf(ctx, list.id);
    expect(contacts.map((c) => c.next_eligible_at)).toEqual([null, null, null]);
    expect(await round(list.id)).toHaveLength(0);
    expect((await listState(ctx, list.id)).state).toBe('completed');
  });

  it('records an outcome once: a repeated or late outcome changes nothing', async () => {
    const { list } = await startedList(1);
    const [call] = await round(list.id);
    expect(await recordOutcome(ctx, call!.id, 'Dial No Answer')).toBe('recorded');
    expect(await recordOutcome(ctx, call!.id, 'Answered')).toBe('ignored');
    const [contact] = await contactsOf(ctx, list.id);
    expect(contact).toMatchObject({ status: 'Dial No Answer', attempts: 1 });
  });

  it('lets two transactions claim disjoint contacts (SKIP LOCKED)', async () => {
    const { list } = await startedList(8);
    const now = new Date();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstClaim: number[] = [];
    let claimed!: () => void;
    const firstClaimed = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    const first = ctx.db.transaction().execute(async (trx) => {
      const open = await openKeysOfList(trx, list.id, callingClockOf(ctx).now());
      firstClaim = (await claimEligibleContacts(trx, list.id, 5, now, open, false)).map(
        (c) => c.id,
      );
      claimed();
      await held;
    });
    await firstClaimed;
    const second = await ctx.db.transaction().execute(async (trx) => {
      const open = await openKeysOfList(trx, list.id, callingClockOf(ctx).now());
      return (await claimEligibleContacts(trx, list.id, 5, now, open, false)).map((c) => c.id);
    });
    release();
    await first;
    expect(firstClaim).toHaveLength(5);
    expect(second).toHaveLength(3);
    expect(second.filter((id) => firstClaim.includes(id))).toEqual([]);
  });

  it('computes next_eligible_at in SQL exactly as the shared rule does', async () => {
    const { user } = await signedInUser(ctx);
    const list = await importList(ctx, user.accountId, 1);
    const [contact] = await contactsOf(ctx, list.id);
    const base = Date.parse('2026-01-01T00:00:00Z');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CONTACT_STATUSES),
        fc.integer({ min: 0, max: 11 }),
        fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
        fc.record({
          maxAttempts: fc.integer({ min: 1, max: 10 }),
          retryDelayMinutes: fc.integer({ min: 5, max: 1440 }),
          retryStatuses: fc.subarray([...RETRYABLE_STATUSES]),
        }),
        async (status, attempts, offset, settings) => {
          const lastAttemptAt = offset === null ? null : new Date(base + offset);
          await ctx.db
            .updateTable('contacts')
            .set({ status, attempts, last_attempt_at: lastAttemptAt })
            .where('id', '=', contact!.id)
            .execute();
          await recomputeEligibility(ctx.db, { listIds: [list.id] }, settings, unit);
          const row = await ctx.db
            .selectFrom('contacts')
            .select('next_eligible_at')
            .where('id', '=', contact!.id)
            .executeTakeFirstOrThrow();
          const expected = nextEligibleAt({ status, attempts, lastAttemptAt }, settings, unit);
          expect(row.next_eligible_at?.getTime() ?? null).toBe(expected?.getTime() ?? null);
        },
      ),
      { numRuns: 150 },
    );
  });
});
