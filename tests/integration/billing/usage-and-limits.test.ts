import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../../shared/billing/billing-messages';
import { FREE_TRIAL } from '../../../shared/billing/plans';
import {
  importList,
  listState,
  runPlannedRounds,
  signedInUser,
} from '../../helpers/dialer-fixtures';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';
import { seedCalls, setAccountCreatedAt } from './billing-fixtures';

const ctx = await createTestContext();
const DAY = 86_400_000;

describe('usage and plan limits from call rows', () => {
  it('a new account is on the 14-day free trial with the sample contents as its limits', async () => {
    const { caller } = await signedInUser(ctx);
    const overview = await caller.billing.overview();
    expect(overview.plan).toMatchObject({ kind: 'trial', daysRemaining: 14, ended: false });
    expect(overview.usage.dials).toEqual({ used: 0, limit: FREE_TRIAL.dials, state: 'ok' });
    expect(overview.usage.agents).toEqual({ used: 0, limit: 2, state: 'ok' });
    expect(overview.usage.talkMinutes).toEqual({ used: 0, limit: 100, state: 'ok' });
    expect(overview.balanceCents).toBe(0);
    expect(overview.cards).toEqual([]);
    expect(overview.invoices).toEqual([]);
    expect(overview.canManage).toBe(true);
  });

  it('counts dials, talk minutes and the estimated cost from the ended calls of the period', async () => {
    const { user, caller } = await signedInUser(ctx);
    const listId = await seedCalls(ctx, user.accountId, 3, { durationMs: 90_000 });
    // No duration reported: start to end (30 s) counts.
    await seedCalls(ctx, user.accountId, 2, { durationMs: null, listId });
    // Before the trial began: not this period.
    await seedCalls(ctx, user.accountId, 4, { startedAt: new Date(Date.now() - 30 * DAY), listId });
    // In flight: a dial, but no talk yet.
    await seedCalls(ctx, user.accountId, 1, { listId });
    await sql`update calls set state = 'in-progress', outcome = null, ended_at = null,
        duration_ms = null
      where id = (select id from calls where list_id = ${listId} order by attempt desc limit 1)`.execute(
      ctx.db,
    );

    // Refused by the provider before dialling: never placed, so not a dial.
    await seedCalls(ctx, user.accountId, 1, { listId });
    await sql`update calls set state = 'not-placed', outcome = null, ended_at = null,
        duration_ms = null, not_placed_reason = 'concurrency_limit_reached'
      where id = (select id from calls where list_id = ${listId} order by attempt desc limit 1)`.execute(
      ctx.db,
    );

    // Simulated: nobody was dialled, so no dial, no minute and no money.
    await seedCalls(ctx, user.accountId, 7, { durationMs: 90_000, listId, provider: 'simulated' });

    const { usage } = await caller.billing.overview();
    expect(usage.dials.used).toBe(6);
    // 3 × 90 s + 2 × 30 s.
    expect(usage.secondsUsed).toBe(330);
    expect(usage.talkMinutes.used).toBe(5.5);
    // 5.5 minutes at $0.05.
    expect(usage.estimatedCostCents).toBe(28);
  });

  it('warns at 80% of the dials and counts the voice agents against the plan', async () => {
    const { user, caller } = await signedInUser(ctx);
    await seedCalls(ctx, user.accountId, Math.ceil(FREE_TRIAL.dials * 0.8));
    await caller.agents.create({ agent: { name: 'One' } });
    await caller.agents.create({ agent: { name: 'Two' } });
    const { usage } = await caller.billing.usage();
    expect(usage.dials.state).toBe('warning');
    expect(usage.dialingPaused).toBe(false);
    expect(usage.agents).toEqual({ used: 2, limit: 2, state: 'reached' });
  });

  it('an ended trial without a plan dials nobody', async () => {
    const { user, caller } = await signedInUser(ctx);
    await setAccountCreatedAt(ctx, user.accountId, new Date(Date.now() - 15 * DAY));
    const list = await importList(ctx, user.accountId, 5);
    await caller.dialer.start({ listId: list.id });
    expect(await runPlannedRounds(ctx)).toBe(0);
    expect((await listState(ctx, list.id)).state).toBe('paused');
    const { plan, usage } = await caller.billing.usage();
    expect(plan).toMatchObject({ kind: 'trial', daysRemaining: 0, ended: true });
    expect(usage.dialingPaused).toBe(true);
  });

  it('choosing the plan already chosen is refused', async () => {
    const { caller } = await signedInUser(ctx);
    await caller.billing.choosePlan({ planId: 'pro' });
    const error = await rejection(caller.billing.choosePlan({ planId: 'pro' }));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe(BILLING_MESSAGES.samePlan);
  });
});
