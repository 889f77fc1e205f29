import { describe, expect, it } from 'vitest';
import { FREE_TRIAL } from '../../../shared/billing/plans';
import {
  callsOf,
  importList,
  runWorkers,
  signedInUser,
  untilDialerAtRest,
  waitForState,
} from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { seedCalls } from './billing-fixtures';

const ctx = await createTestContext({
  DIALER_CALL_DURATION_MS: '100',
  DIALER_ROUND_PAUSE_MS: '50',
});
await runWorkers(ctx);

describe('the dial limit with simulated calls', () => {
  it('a simulated list uses none of the dials left: it calls everyone and the meter stays', async () => {
    const { user, caller } = await signedInUser(ctx);
    await seedCalls(ctx, user.accountId, FREE_TRIAL.dials - 3, { durationMs: 60_000 });
    const list = await importList(ctx, user.accountId, 12);
    await caller.campaignSettings.saveCallSettings({
      listId: list.id,
      redial: { maxAttempts: 1, retryDelayMinutes: 5, retryStatuses: [] },
    });
    await caller.dialer.start({ listId: list.id });
    await waitForState(ctx, list.id, ['completed'], 20_000);
    await untilDialerAtRest(ctx);
    expect(await callsOf(ctx, list.id)).toHaveLength(12);
    const { usage } = await caller.billing.usage();
    expect(usage.dials).toEqual({
      used: FREE_TRIAL.dials - 3,
      limit: FREE_TRIAL.dials,
      state: 'warning',
    });
    expect(usage.secondsUsed).toBe((FREE_TRIAL.dials - 3) * 60);
    expect(usage.dialingPaused).toBe(false);
  });
});
