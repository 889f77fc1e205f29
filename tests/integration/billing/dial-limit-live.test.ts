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

describe('the dial limit with real workers', () => {
  it('places exactly the dials left, then pauses the campaign by itself', async () => {
    const { user, caller } = await signedInUser(ctx);
    await seedCalls(ctx, user.accountId, FREE_TRIAL.dials - 3);
    const list = await importList(ctx, user.accountId, 12);
    await caller.dialer.start({ listId: list.id });
    await waitForState(ctx, list.id, ['paused']);
    await untilDialerAtRest(ctx);
    expect(await callsOf(ctx, list.id)).toHaveLength(3);
    const { usage } = await caller.billing.usage();
    expect(usage.dials).toEqual({
      used: FREE_TRIAL.dials,
      limit: FREE_TRIAL.dials,
      state: 'reached',
    });

    // The pause carries its reason, and Resume while the limit holds refuses with it.
    const reason = `Dialling paused: all ${FREE_TRIAL.dials} dials of your Free Trial are used.`;
    const summary = (await caller.contacts.lists()).find((l) => l.id === list.id);
    expect(summary).toMatchObject({ state: 'paused', pauseReason: reason });
    await expect(caller.dialer.resume({ listId: list.id })).rejects.toThrow(reason);
    const after = (await caller.contacts.lists()).find((l) => l.id === list.id);
    expect(after).toMatchObject({ state: 'paused', pauseReason: reason });
  });
});
