import { describe, expect, it } from 'vitest';
import { RULES_MESSAGES } from '../../../shared/dialer/campaign-rules';
import { importList, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext();

describe('the Rules tab: calls per number and campaigns at once', () => {
  it('shows the defaults and the plan bound, and saves the caps', async () => {
    const { caller } = await signedInUser(ctx);
    const { concurrency, ...rules } = await caller.campaignSettings.rules();
    // Simulated calls: the provider reports no concurrency, the deployment's 20 stands in.
    expect(rules).toEqual({
      callsPerNumber24h: 3,
      campaignsAtOnce: 1,
      concurrentCalls: 19,
      planCampaignsAtOnce: 1,
      planLabel: 'Free Trial',
    });
    expect(concurrency).toMatchObject({ limit: null, assumed: 20, heldForInbound: 1, max: 19 });
    const saved = await caller.campaignSettings.saveRules({
      callsPerNumber24h: 2,
      campaignsAtOnce: 1,
      concurrentCalls: 10,
    });
    expect(saved.callsPerNumber24h).toBe(2);
  });

  it('refuses more campaigns at once than the plan runs, and caps out of range', async () => {
    const { caller } = await signedInUser(ctx);
    await caller.billing.choosePlan({ planId: 'pro' });
    await expect(
      caller.campaignSettings.saveRules({
        callsPerNumber24h: 3,
        campaignsAtOnce: 2,
        concurrentCalls: 5,
      }),
    ).rejects.toThrow(RULES_MESSAGES.campaignsAbovePlan(1, 'Pro plan'));
    await expect(
      caller.campaignSettings.saveRules({
        callsPerNumber24h: 11,
        campaignsAtOnce: 1,
        concurrentCalls: 5,
      }),
    ).rejects.toThrow(RULES_MESSAGES.callsPerNumberRange);
    expect((await caller.campaignSettings.rules()).callsPerNumber24h).toBe(3);
  });

  it('starts a queued list at once when more campaigns may run', async () => {
    const { user, caller } = await signedInUser(ctx);
    await caller.billing.choosePlan({ planId: 'elite' });
    const [a, b] = await Promise.all([1, 2].map(() => importList(ctx, user.accountId, 3)));
    await caller.dialer.start({ listId: a!.id });
    expect((await caller.dialer.start({ listId: b!.id })).state).toBe('queued');
    await caller.campaignSettings.saveRules({
      callsPerNumber24h: 3,
      campaignsAtOnce: 2,
      concurrentCalls: 5,
    });
    const states = await ctx.db
      .selectFrom('contact_lists')
      .select(['id', 'state'])
      .where('account_id', '=', user.accountId)
      .execute();
    expect(states.map((s) => s.state).sort()).toEqual(['running', 'running']);
  });
});
