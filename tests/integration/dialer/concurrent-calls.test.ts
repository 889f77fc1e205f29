import { afterAll, describe, expect, it } from 'vitest';
import type { ProviderConcurrency } from '../../../server/voice/voice-provider';
import { RULES_MESSAGES } from '../../../shared/dialer/campaign-rules';
import {
  callsOf,
  importList,
  maxConcurrent,
  runWorkers,
  signedInUser,
  waitForState,
} from '../../helpers/dialer-fixtures';
import { StubVoiceProvider } from '../../helpers/stub-voice-provider';
import { createTestContext } from '../../helpers/test-context';

const base = await createTestContext({ DIALER_ROUND_PAUSE_MS: '200' });
// 300-800 ms calls of varying length: slots free and refill over many rounds.
const stub = new StubVoiceProvider((_call, index) => ({
  durationMs: 300 + ((index * 137) % 500),
  outcome: 'Answered',
}));
afterAll(() => stub.stop());
const ctx = stub.wire(base);
await runWorkers(ctx);

/** What the provider reports, per account (an account absent: the provider reports nothing). */
const reports = new Map<string, ProviderConcurrency | 'unreachable'>();
stub.concurrencyOf = (accountId) => {
  const report = reports.get(accountId);
  if (report === 'unreachable') throw new Error('connect ECONNREFUSED');
  return report ?? null;
};
const provider = (limit: number | null, reservedInbound: number | null = null) => ({
  limit,
  reservedInbound,
  current: 0,
});

/** An Elite account (three campaigns at once) whose provider reports `report`. */
async function eliteAccount(report: ProviderConcurrency | null) {
  const signedIn = await signedInUser(ctx);
  if (report) reports.set(signedIn.user.accountId, report);
  await signedIn.caller.billing.choosePlan({ planId: 'elite' });
  return signedIn;
}

/** Runs three lists of `each` contacts at once to the end; the account's calls. */
async function runThreeLists(signedIn: Awaited<ReturnType<typeof eliteAccount>>, each: number) {
  const lists = [];
  for (let i = 0; i < 3; i++) lists.push(await importList(ctx, signedIn.user.accountId, each));
  for (const list of lists) await signedIn.caller.dialer.start({ listId: list.id });
  for (const list of lists) await waitForState(ctx, list.id, ['completed'], 40_000);
  return (await Promise.all(lists.map((list) => callsOf(ctx, list.id)))).flat();
}

const rules = (concurrentCalls: number) => ({
  callsPerNumber24h: 3,
  campaignsAtOnce: 3,
  concurrentCalls,
});

describe('concurrent calls: the setting, bounded by the provider with a slot held for inbound', () => {
  it('never has more calls in flight than the setting, across rounds of three campaigns', async () => {
    const owner = await eliteAccount(provider(20));
    await owner.caller.campaignSettings.saveRules(rules(4));
    const calls = await runThreeLists(owner, 8);

    expect(calls).toHaveLength(24);
    expect(stub.peakByAccount.get(owner.user.accountId)).toBe(4);
    expect(maxConcurrent(calls)).toBeLessThanOrEqual(4);
  }, 60_000);

  it('holds one provider slot back for inbound calls, and what the provider reserves when more', async () => {
    // The provider allowed more when the setting was saved; it now reports 6 at once.
    const one = await eliteAccount(provider(20));
    await one.caller.campaignSettings.saveRules(rules(12));
    reports.set(one.user.accountId, provider(6));
    expect((await one.caller.campaignSettings.rules()).concurrentCalls).toBe(5);
    await runThreeLists(one, 6);
    expect(stub.peakByAccount.get(one.user.accountId)).toBe(5);

    // get-concurrency reports 3 slots reserved for inbound: all three stay free.
    const three = await eliteAccount(provider(20));
    await three.caller.campaignSettings.saveRules(rules(12));
    reports.set(three.user.accountId, provider(6, 3));
    const view = await three.caller.campaignSettings.rules();
    expect(view.concurrency).toMatchObject({ limit: 6, reservedInbound: 3, heldForInbound: 3 });
    await runThreeLists(three, 4);
    expect(stub.peakByAccount.get(three.user.accountId)).toBe(3);
  }, 90_000);

  it('refuses a setting above the provider bound with the catalogued message', async () => {
    const { caller, user } = await eliteAccount(provider(10));
    await expect(caller.campaignSettings.saveRules(rules(10))).rejects.toThrow(
      RULES_MESSAGES.concurrentCallsAboveProvider(9, 10, 1),
    );
    reports.set(user.accountId, provider(10, 3));
    await expect(caller.campaignSettings.saveRules(rules(8))).rejects.toThrow(
      RULES_MESSAGES.concurrentCallsAboveProvider(7, 10, 3),
    );
    expect((await caller.campaignSettings.saveRules(rules(7))).concurrentCalls).toBe(7);
    await expect(caller.campaignSettings.saveRules(rules(0))).rejects.toThrow(
      RULES_MESSAGES.concurrentCallsRange,
    );

    // A provider that reports nothing: the deployment's bound (20) stands in, one slot held.
    const silent = await eliteAccount(null);
    const view = await silent.caller.campaignSettings.rules();
    expect(view.concurrency).toMatchObject({ limit: null, assumed: 20, max: 19 });
    await expect(silent.caller.campaignSettings.saveRules(rules(20))).rejects.toThrow(
      RULES_MESSAGES.concurrentCallsAboveProvider(19, 20, 1),
    );

    // A provider that cannot be reached: its last report stands, and the tab says so.
    reports.set(user.accountId, 'unreachable');
    const stale = await caller.campaignSettings.rules();
    expect(stale.concurrency).toMatchObject({ limit: 10, reservedInbound: 3, unreachable: true });
    await expect(caller.campaignSettings.saveRules(rules(8))).rejects.toThrow(
      RULES_MESSAGES.concurrentCallsAboveProvider(7, 10, 3),
    );
  });

  it("keeps each account's setting and provider report to that account", async () => {
    const a = await eliteAccount(provider(4));
    const b = await eliteAccount(provider(30, 2));
    await a.caller.campaignSettings.saveRules(rules(2));
    await b.caller.campaignSettings.saveRules(rules(6));

    const viewA = await a.caller.campaignSettings.rules();
    const viewB = await b.caller.campaignSettings.rules();
    expect([viewA.concurrentCalls, viewA.concurrency.limit, viewA.concurrency.max]).toEqual([
      2, 4, 3,
    ]);
    expect([viewB.concurrentCalls, viewB.concurrency.limit, viewB.concurrency.max]).toEqual([
      6, 30, 28,
    ]);

    const [callsA, callsB] = await Promise.all([runThreeLists(a, 4), runThreeLists(b, 4)]);
    expect(callsA.every((call) => call.account_id === a.user.accountId)).toBe(true);
    expect(stub.peakByAccount.get(a.user.accountId)).toBe(2);
    expect(stub.peakByAccount.get(b.user.accountId)).toBe(6);
    expect(callsB).toHaveLength(12);
  }, 90_000);
});
