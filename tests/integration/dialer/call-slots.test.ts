import { afterAll, describe, expect, it } from 'vitest';
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

// Calls of real length differ: the stub decides each one's length. A freed slot rests 300 ms.
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
  await ctx.db
    .updateTable('accounts')
    .set({ calls_in_flight_limit: callsInFlight, campaigns_running_limit: campaigns })
    .where('id', '=', accountId)
    .execute();
}

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
    // Row 1 is a short call; rows 2-5 are long ones.
    lengthOf = (_call, row) => (row === 1 ? 100 : 2_500);
    const list = await listOf(user.accountId, 7);
    await caller.dialer.start({ listId: list.id });
    await waitForState(ctx, list.id, ['completed'], 20_000);

    const calls = await callsOf(ctx, list.id);
    const contacts = new Map((await contactsOf(ctx, list.id)).map((c) => [c.id, c.row_number]));
    const short = calls.find((call) => contacts.get(call.contact_id) === 1)!;
    const sixth = calls.find((call) => contacts.get(call.contact_id) === 6)!;
    const longOnes = calls.filter((call) => [2, 3, 4, 5].includes(contacts.get(call.contact_id)!));
    expect(calls.every((call) => call.provider === 'stub' && call.voice_agent_id === null)).toBe(
      true,
    );
    // The sixth contact took the short call's slot, a pause after that call ended...
    expect(sixth.started_at.getTime()).toBeGreaterThanOrEqual(short.ended_at!.getTime() + 300);
    // ...while the four long calls were still in flight.
    for (const call of longOnes) {
      expect(sixth.started_at.getTime()).toBeLessThan(call.ended_at!.getTime());
    }
    expect(maxConcurrent(calls)).toBeLessThanOrEqual(5);
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
    // The first list's row 1 ends early; its other calls run long.
    lengthOf = (call, row) => (call.listId === first.id && row === 1 ? 200 : 3_000);
    const first = await listOf(user.accountId, 5);
    const second = await listOf(user.accountId, 5);
    await caller.dialer.start({ listId: first.id });
    await waitFor(async () => ((await callsOf(ctx, first.id)).length === 5 ? true : null));
    await caller.dialer.start({ listId: second.id });
    const held = await waitFor(async () => {
      const row = await ctx.db
        .selectFrom('contact_lists')
        .select(['held_since', 'state'])
        .where('id', '=', second.id)
        .executeTakeFirstOrThrow();
      return row.held_since ? row : null;
    });
    expect(held.state).toBe('running');

    const [started] = await waitFor(async () => {
      const calls = await callsOf(ctx, second.id);
      return calls.length > 0 ? calls : null;
    });
    const firstCalls = await callsOf(ctx, first.id);
    const ended = firstCalls.map((call) => call.ended_at).find(Boolean)!;
    // It started after the call ended (the cap held) and did not wait out a round pause.
    expect(started!.started_at.getTime()).toBeGreaterThanOrEqual(ended.getTime());
    expect(started!.started_at.getTime()).toBeLessThan(ended.getTime() + 300);
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
