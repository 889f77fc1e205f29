import { describe, expect, it } from 'vitest';
import { callingClockOf } from '../../../server/modules/campaigns/rounds/calling-clock';
import { refusedBeforeDial } from '../../../server/modules/campaigns/rounds/pre-dial-check';
import { importList, runPlannedRounds, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

// No workers: simulated calls stay in flight (a placed call counts from its start).
const ctx = await createTestContext();

const callsToList = (listId: string) =>
  ctx.db.selectFrom('calls').selectAll().where('list_id', '=', listId).execute();

describe('the cap on calls per number per 24 hours, across all lists', () => {
  it('holds across lists: a third list of the same number dials nobody and says why', async () => {
    const { user, caller } = await signedInUser(ctx);
    await ctx.db
      .updateTable('accounts')
      .set({ calls_per_number_24h: 2 })
      .where('id', '=', user.accountId)
      .execute();
    // Every list holds the same number (+12142000001).
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => importList(ctx, user.accountId, 1)));
    for (const list of [a!, b!]) {
      await caller.dialer.start({ listId: list.id });
      expect(await runPlannedRounds(ctx)).toBe(1);
      await caller.dialer.stop({ listId: list.id });
    }
    await caller.dialer.start({ listId: c!.id });
    await runPlannedRounds(ctx);
    expect(await callsToList(c!.id)).toEqual([]);

    const [first] = await callsToList(a!.id);
    const contact = await ctx.db
      .selectFrom('contacts')
      .select(['skip_reason', 'next_eligible_at'])
      .where('list_id', '=', c!.id)
      .executeTakeFirstOrThrow();
    expect(contact.skip_reason).toBe('number-call-cap');
    expect(contact.next_eligible_at!.getTime()).toBe(first!.started_at.getTime() + 86_400_000);
    const page = await caller.contacts.page({ listId: c!.id, page: 1, pageSize: 10 });
    expect(page.rows[0]!.skipReason).toMatch(
      /^Calls to this number are capped per 24 hours across all lists — next call /,
    );
  });

  it('is checked again right before dialling, and each placed call keeps why it was allowed', async () => {
    const { user } = await signedInUser(ctx);
    await ctx.db
      .updateTable('accounts')
      .set({ calls_per_number_24h: 1 })
      .where('id', '=', user.accountId)
      .execute();
    const [a, b] = await Promise.all([1, 2].map(() => importList(ctx, user.accountId, 1)));
    const contactOf = async (listId: string) =>
      ctx.db
        .selectFrom('contacts')
        .select('id')
        .where('list_id', '=', listId)
        .executeTakeFirstOrThrow();
    // Two calls to one number claimed at once by two lists (a race the claim cannot see).
    const startedAt = new Date();
    const calls = await ctx.db
      .insertInto('calls')
      .values(
        await Promise.all(
          [a!, b!].map(async (list, i) => ({
            account_id: user.accountId,
            list_id: list.id,
            contact_id: (await contactOf(list.id)).id,
            attempt: 1,
            round_seq: 1,
            provider: 'simulated',
            voice_agent_id: null,
            started_at: new Date(startedAt.getTime() + i),
          })),
        ),
      )
      .returning('id')
      .execute();
    const refused = await refusedBeforeDial(
      ctx.db,
      calls.map((call) => call.id),
      false,
      callingClockOf(ctx),
    );
    expect([...refused].map(([id, r]) => [id, r.reason])).toEqual([
      [calls[1]!.id, 'calls per number per 24 hours'],
    ]);
    const placed = await ctx.db
      .selectFrom('calls')
      .select(['number_cap', 'state_rules', 'dial_local_times', 'consent_basis', 'dnc_checked_at'])
      .where('id', '=', calls[0]!.id)
      .executeTakeFirstOrThrow();
    expect(placed).toMatchObject({
      number_cap: 'call 1 of at most 1 to this number in 24 hours (all lists)',
      consent_basis: 'consent not required: simulated call, list setting off',
    });
    expect(placed.dnc_checked_at).toBeInstanceOf(Date);
    expect(placed.state_rules).toContain('TX: ');
    expect(placed.dial_local_times).toMatch(/^America\/Chicago \d{4}-\d\d-\d\d \d\d:\d\d /);
  });
});
