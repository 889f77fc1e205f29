import { afterAll, describe, expect, it } from 'vitest';
import { recordOutcomes } from '../../../server/modules/campaigns/outcomes/record-outcome.service';
import type { CallToDial } from '../../../server/voice/voice-provider';
import {
  callsOf,
  contactsOf,
  importList,
  maxConcurrent,
  runWorkers,
  setDefaults,
  signedInUser,
  waitFor,
  waitForState,
} from '../../helpers/dialer-fixtures';
import { StubVoiceProvider } from '../../helpers/stub-voice-provider';
import { createTestContext } from '../../helpers/test-context';

// The stub decides each call's length (or holds it until the test ends it). A freed slot rests 300 ms.
const base = await createTestContext({ DIALER_ROUND_PAUSE_MS: '300' });

/** Per test, the row number of each dialled contact decides its call's length. */
let lengthOf: (call: CallToDial, rowNumber: number) => number = () => 100;
const rowOf = new Map<number, number>();
const stub = new StubVoiceProvider((call) => ({
  durationMs: lengthOf(call, rowOf.get(call.contactId ?? 0) ?? 0),
  outcome: 'Answered',
}));
afterAll(() => stub.stop());
const ctx = stub.wire(base);
await runWorkers(ctx);

async function listOf(accountId: string, count: number) {
  const list = await importList(ctx, accountId, count);
  for (const contact of await contactsOf(ctx, list.id)) rowOf.set(contact.id, contact.row_number);
  return list;
}

async function setLimits(accountId: string, callsInFlight: number, campaigns: number) {
  // Campaigns at once are bounded by the plan: Elite allows five.
  await ctx.db
    .insertInto('billing_plans')
    .values({ account_id: accountId, plan_id: 'elite', period_anchor: new Date(), chosen_by: null })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
  await ctx.db
    .updateTable('accounts')
    .set({ calls_in_flight_limit: callsInFlight, campaigns_running_limit: campaigns })
    .where('id', '=', accountId)
    .execute();
}

/** Longer than any test: such a call ends only when the test records its outcome. */
const HELD = 3_600_000;

/** The list's calls when exactly `count` are in flight, else null. */
async function inFlightOf(listId: string, count: number) {
  const calls = (await callsOf(ctx, listId)).filter((call) => call.state === 'in-progress');
  return calls.length === count ? calls : null;
}

async function rowsOf(listId: string) {
  return new Map((await contactsOf(ctx, listId)).map((c) => [c.id, c.row_number]));
}

const listRow = (listId: string) =>
  ctx.db
    .selectFrom('contact_lists')
    .select(['held_since', 'state'])
    .where('id', '=', listId)
    .executeTakeFirstOrThrow();

const accountCalls = (accountId: string) =>
  ctx.db
    .selectFrom('calls')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('started_at')
    .execute();

describe('per-call slots and the account cap', () => {
  it('refills a slot a round pause after its own call ended, while the others are still in flight', async () => {
    const { user, caller } = await signedInUser(ctx);
    // Every call lasts until the test ends it: what is in flight is decided here, not by a clock.
    lengthOf = () => HELD;
    const list = await listOf(user.accountId, 7);
    await caller.dialer.start({ listId: list.id });
    const first = await waitFor(async () => inFlightOf(list.id, 5), { what: '5 calls in flight' });
    const rows = await rowsOf(list.id);
    const short = first.find((call) => rows.get(call.contact_id) === 1)!;
    await recordOutcomes(ctx, [{ callId: short.id, outcome: 'Answered' }]);

    const sixth = await waitFor(
      async () => (await callsOf(ctx, list.id)).find((call) => rows.get(call.contact_id) === 6),
      { what: 'the sixth contact dialled' },
    );
    const calls = await callsOf(ctx, list.id);
    const ended = calls.find((call) => call.id === short.id)!;
    // The sixth contact took the short call's slot, no sooner than a round pause after it ended...
    expect(sixth.started_at.getTime()).toBeGreaterThanOrEqual(ended.ended_at!.getTime() + 300);
    // ...while the four long calls were still in flight, and nobody else was dialled.
    expect(calls.map((call) => [rows.get(call.contact_id), call.state]).sort()).toEqual([
      [1, 'ended'],
      [2, 'in-progress'],
      [3, 'in-progress'],
      [4, 'in-progress'],
      [5, 'in-progress'],
      [6, 'in-progress'],
    ]);
    expect(calls.every((call) => call.provider === 'stub' && call.voice_agent_id === null)).toBe(
      true,
    );
    await caller.dialer.stop({ listId: list.id });
  });

  it('keeps calls in flight across the account at its cap: 7 with three campaigns running at once', async () => {
    const { user, caller } = await signedInUser(ctx);
    await setLimits(user.accountId, 7, 3);
    // 400-1000 ms calls of varying length.
    lengthOf = (_call, row) => 400 + ((row * 137) % 600);
    const lists = [
      await listOf(user.accountId, 12),
      await listOf(user.accountId, 12),
      await listOf(user.accountId, 12),
    ];
    for (const list of lists) await caller.dialer.start({ listId: list.id });
    for (const list of lists) await waitForState(ctx, list.id, ['completed'], 30_000);

    expect(stub.peakByAccount.get(user.accountId)).toBe(7);
    const calls = await accountCalls(user.accountId);
    expect(calls).toHaveLength(36);
    expect(maxConcurrent(calls)).toBeLessThanOrEqual(7);
    for (const list of lists) {
      expect(maxConcurrent(calls.filter((call) => call.list_id === list.id))).toBeLessThanOrEqual(
        5,
      );
    }
  }, 40_000);

  it('starts a campaign held back by the cap as soon as a call of the account ends', async () => {
    const { user, caller } = await signedInUser(ctx);
    await setLimits(user.accountId, 5, 2);
    lengthOf = () => HELD;
    const first = await listOf(user.accountId, 5);
    const second = await listOf(user.accountId, 5);
    await caller.dialer.start({ listId: first.id });
    const firstCalls = await waitFor(async () => inFlightOf(first.id, 5), {
      what: "the first campaign's 5 calls in flight",
    });
    await caller.dialer.start({ listId: second.id });
    const held = await waitFor(
      async () => {
        const row = await listRow(second.id);
        return row.held_since ? row : null;
      },
      { what: 'the second campaign held back' },
    );
    expect(held.state).toBe('running');
    // Its own rounds are an hour away: only a call of the account ending can start it now.
    await ctx.db
      .updateTable('contact_lists')
      .set({ next_round_at: new Date(Date.now() + 3_600_000) })
      .where('id', '=', second.id)
      .execute();
    expect(await callsOf(ctx, second.id)).toEqual([]);

    await recordOutcomes(ctx, [{ callId: firstCalls[0]!.id, outcome: 'Answered' }]);
    const [started, ...more] = await waitFor(
      async () => {
        const calls = await callsOf(ctx, second.id);
        return calls.length > 0 ? calls : null;
      },
      { what: "the held campaign's first call" },
    );
    const ended = (await callsOf(ctx, first.id)).find((call) => call.id === firstCalls[0]!.id)!;
    // One call, in the one freed slot, placed after the call ended (the cap held).
    expect(more).toEqual([]);
    expect(started!.started_at.getTime()).toBeGreaterThanOrEqual(ended.ended_at!.getTime());
    expect((await inFlightOf(first.id, 4))?.length).toBe(4);
    await caller.dialer.stop({ listId: first.id });
    await caller.dialer.stop({ listId: second.id });
  });
});

describe('the sweeper and a provider that is not simulated', () => {
  it('asks the provider about stale calls and never fabricates an outcome', async () => {
    let answeredId = '';
    const sweepStub = new StubVoiceProvider(
      () => ({ durationMs: 60_000, outcome: 'Answered' }),
      (call) =>
        call.id === answeredId
          ? { state: 'ended', outcome: 'Reached Voicemail' }
          : { state: 'unknown' },
    );
    afterAll(() => sweepStub.stop());
    const deps = sweepStub.wire(base);
    const { user } = await signedInUser(ctx);
    await setDefaults(ctx, user.accountId, { max_attempts: 1 });
    const list = await importList(ctx, user.accountId, 3);
    const contacts = await contactsOf(ctx, list.id);
    const longAgo = new Date(Date.now() - 10 * 60_000);
    await ctx.db
      .updateTable('contacts')
      .set({ status: 'In Progress', next_eligible_at: null })
      .where('list_id', '=', list.id)
      .execute();
    const rows = await ctx.db
      .insertInto('calls')
      .values(
        contacts.map((contact, i) => ({
          account_id: user.accountId,
          list_id: list.id,
          contact_id: contact.id,
          attempt: 1,
          round_seq: 1,
          provider: i === 2 ? 'retell' : 'stub',
          started_at: longAgo,
        })),
      )
      .returning(['id', 'provider'])
      .execute();
    answeredId = rows[0]!.id;

    const { sweepDialer } = await import(
      '../../../server/modules/campaigns/outcomes/dialer-sweep.service'
    );
    const report = await sweepDialer(deps);
    expect(report.callsRecorded).toBe(1);
    // The stub was asked about its own two calls, never about the other provider's.
    expect([...sweepStub.staleAsked].sort()).toEqual([rows[0]!.id, rows[1]!.id].sort());

    const calls = await callsOf(ctx, list.id);
    const byId = new Map(calls.map((call) => [call.id, call]));
    expect(byId.get(rows[0]!.id)).toMatchObject({ state: 'ended', outcome: 'Reached Voicemail' });
    expect(byId.get(rows[1]!.id)).toMatchObject({ state: 'in-progress', outcome: null });
    expect(byId.get(rows[2]!.id)).toMatchObject({ state: 'in-progress', outcome: null });
    const after = await contactsOf(ctx, list.id);
    expect(after.map((c) => [c.status, c.attempts])).toEqual([
      ['Reached Voicemail', 1],
      ['In Progress', 0],
      ['In Progress', 0],
    ]);
  });
});
