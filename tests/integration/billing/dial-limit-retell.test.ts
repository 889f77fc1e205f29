import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../../shared/billing/billing-messages';
import { FREE_TRIAL } from '../../../shared/billing/plans';
import { callsOf, eventsOf, untilDialerAtRest, waitForState } from '../../helpers/dialer-fixtures';
import { importList, realModeAccount } from '../real-calls/real-call-fixtures';
import { startRetellWorld } from '../real-calls/retell-world';
import { seedCalls } from './billing-fixtures';

const KEY = 'retell-dial-limit-key';
const { fake, ctx, url } = await startRetellWorld(KEY);

describe('the dial limit with real calls (the Retell fake)', () => {
  it('places exactly the dials left, pauses and says why; an upgrade resumes it', {
    timeout: 60_000,
  }, async () => {
    const { user, caller } = await realModeAccount(ctx, fake, url, 'limit', KEY);
    await seedCalls(ctx, user.accountId, FREE_TRIAL.dials - 3);
    const list = await importList(ctx, user.accountId, 12);
    await caller.campaignSettings.saveCallSettings({
      listId: list.id,
      redial: { maxAttempts: 1, retryDelayMinutes: 5, retryStatuses: [] },
    });
    await caller.dialer.start({ listId: list.id });
    await waitForState(ctx, list.id, ['paused'], 20_000);
    await untilDialerAtRest(ctx);
    expect(await callsOf(ctx, list.id)).toHaveLength(3);
    const reason = 'Dialling paused: all 267 dials of your Free Trial are used.';
    expect(await eventsOf(ctx, user.accountId)).toContainEqual({
      type: 'campaign.state',
      listId: list.id,
      state: 'paused',
      nextRunAt: null,
      pauseReason: reason,
    });
    // The pause carries its reason, and Resume while the limit holds refuses with it.
    const summary = (await caller.contacts.lists()).find((l) => l.id === list.id);
    expect(summary).toMatchObject({ state: 'paused', pauseReason: reason });
    await expect(caller.dialer.resume({ listId: list.id })).rejects.toThrow(reason);
    expect((await caller.contacts.lists()).find((l) => l.id === list.id)).toMatchObject({
      state: 'paused',
      pauseReason: reason,
    });
    const { usage, planLabel } = await caller.billing.usage();
    expect(usage.dials).toEqual({
      used: FREE_TRIAL.dials,
      limit: FREE_TRIAL.dials,
      state: 'reached',
    });
    expect(usage.dialingPaused).toBe(true);
    expect(BILLING_MESSAGES.dialLimitReached('267', planLabel)).toBe(
      'Dialling paused: all 267 dials of your Free Trial are used.',
    );

    await caller.billing.choosePlan({ planId: 'starter' });
    await waitForState(ctx, list.id, ['completed'], 20_000);
    expect(await callsOf(ctx, list.id)).toHaveLength(12);
    const after = await caller.billing.usage();
    expect(after.usage.dials).toEqual({ used: 9, limit: 5000, state: 'ok' });
  });
});
