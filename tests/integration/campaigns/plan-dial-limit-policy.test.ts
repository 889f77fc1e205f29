import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CallState } from '../../../server/db/tables/dialer';
import { dialsInPeriods } from '../../../server/modules/billing/billing.repository';
import { countsAsDial } from '../../../server/modules/campaigns/policy/plan-dial-limit';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext();
const HOUR = 3_600_000;
const base = new Date('2026-11-01T00:00:00Z').getTime();

const call = fc.record({
  state: fc.constantFrom<CallState>('in-progress', 'awaiting-analysis', 'ended', 'not-placed'),
  hour: fc.integer({ min: 0, max: 48 }),
  provider: fc.constantFrom('simulated', 'retell'),
});

describe('the plan-dial-limit policy', () => {
  it("counts a period's dials in SQL exactly as the predicate does", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(call, { maxLength: 15 }),
        fc.integer({ min: 0, max: 24 }),
        fc.integer({ min: 1, max: 24 }),
        async (calls, startHour, hours) => {
          const { user } = await signedInUser(ctx, 'dials');
          const rows = calls.map((c) => ({
            account_id: user.accountId,
            attempt: 1,
            state: c.state,
            outcome: c.state === 'ended' ? ('Completed' as const) : null,
            provider: c.provider,
            started_at: new Date(base + c.hour * HOUR),
            ended_at: c.state === 'ended' ? new Date(base + c.hour * HOUR + 1000) : null,
          }));
          if (rows.length > 0) await ctx.db.insertInto('calls').values(rows).execute();
          const period = {
            start: new Date(base + startHour * HOUR),
            end: new Date(base + (startHour + hours) * HOUR),
          };
          const counted = await dialsInPeriods(ctx.db, [{ accountId: user.accountId, ...period }]);
          const expected = calls.filter((c) =>
            countsAsDial(
              { state: c.state, provider: c.provider, startedAt: new Date(base + c.hour * HOUR) },
              period,
            ),
          ).length;
          expect(counted.get(user.accountId) ?? 0).toBe(expected);
        },
      ),
      { numRuns: 25 },
    );
  });
});
