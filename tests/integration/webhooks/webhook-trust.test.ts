import { describe, expect, it } from 'vitest';
import { callsOf, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import {
  accountWithRetellCalls,
  drainWakeUps,
  postWebhook,
  runDrainWakeUps,
  signBody,
  storedEvents,
  webhookBody,
} from './retell-webhook-fixtures';

// No workers: the queued event jobs are run by hand.
const ctx = await createTestContext({ DIALER_CALL_DURATION_MS: '600000' });
const { url } = await startTestServer(ctx);

describe('Retell webhooks touch only their own account', () => {
  it('refuses every signature for an account with no stored Retell key', async () => {
    const keyless = await signedInUser(ctx, 'keyless');
    const body = webhookBody('call_started', {
      call_id: 'call_for_keyless',
      metadata: { account_id: keyless.user.accountId },
    });
    for (const signature of [await signBody(body, 'any-key-at-all'), 'v=1,d=00']) {
      expect((await postWebhook(url, body, signature)).status).toBe(401);
    }
    expect(await storedEvents(ctx, 'call_for_keyless')).toHaveLength(0);
  });

  it("a webhook signed with A's key cannot claim or end B's call through its metadata", async () => {
    const a = await accountWithRetellCalls(ctx, 'trusta', 'key_trust_a');
    const b = await accountWithRetellCalls(ctx, 'trustb', 'key_trust_b');
    const [bCall] = await callsOf(ctx, b.list.id);
    // B's call is placed but Retell's id for it is not saved yet: only our id can find it.
    await ctx.db
      .updateTable('calls')
      .set({ provider_call_id: null })
      .where('id', '=', bCall!.id)
      .execute();

    const body = webhookBody('call_ended', {
      call_id: 'call_forged_by_a',
      metadata: { account_id: a.user.accountId, call_id: bCall!.id },
      disconnection_reason: 'dial_busy',
      duration_ms: 1_000,
    });
    expect((await postWebhook(url, body, await signBody(body, 'key_trust_a'))).status).toBe(204);
    expect(await runDrainWakeUps(ctx)).toBeGreaterThan(0);

    const [after] = await callsOf(ctx, b.list.id);
    expect(after).toMatchObject({ id: bCall!.id, state: bCall!.state, outcome: null });
    const row = await ctx.db
      .selectFrom('calls')
      .select('provider_call_id')
      .where('id', '=', bCall!.id)
      .executeTakeFirstOrThrow();
    expect(row.provider_call_id).toBeNull();
  });

  it("keeps each account's duplicate-delivery keys apart: A's event never shadows B's", async () => {
    const a = await accountWithRetellCalls(ctx, 'dupa', 'key_dup_a');
    const b = await accountWithRetellCalls(ctx, 'dupb', 'key_dup_b');
    for (const [account, key] of [
      [a, 'key_dup_a'],
      [b, 'key_dup_b'],
    ] as const) {
      const body = webhookBody('call_started', {
        call_id: 'call_same_id',
        metadata: { account_id: account.user.accountId },
      });
      expect((await postWebhook(url, body, await signBody(body, key))).status).toBe(204);
    }
    const events = await storedEvents(ctx, 'call_same_id');
    expect(events.map((e) => e.account_id).sort()).toEqual(
      [a.user.accountId, b.user.accountId].sort(),
    );
    expect(events.map((e) => e.processed_at)).toEqual([null, null]);
    expect(await drainWakeUps(ctx)).not.toHaveLength(0);
  });
});
