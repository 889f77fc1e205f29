import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  eligibleNowSql,
  isEligible,
  nextEligibleAtSql,
} from '../../../server/modules/campaigns/policy/redial-eligibility';
import { CONTACT_STATUSES, RETRYABLE_STATUSES } from '../../../shared/dialer/contact-status';
import { importList, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext();
const MINUTE_MS = 1000;
const CONTACTS = 12;
const { user } = await signedInUser(ctx);
const list = await importList(ctx, user.accountId, CONTACTS);
const ids = (
  await ctx.db
    .selectFrom('contacts')
    .select('id')
    .where('list_id', '=', list.id)
    .orderBy('id')
    .execute()
).map((row) => Number(row.id));

const contact = fc.record({
  status: fc.constantFrom(...CONTACT_STATUSES),
  attempts: fc.integer({ min: 0, max: 11 }),
  lastAttemptAgoMs: fc.option(fc.integer({ min: -600_000, max: 3_000_000 }), { nil: null }),
});
const settings = fc.record({
  maxAttempts: fc.integer({ min: 1, max: 10 }),
  retryDelayMinutes: fc.integer({ min: 5, max: 1440 }),
  retryStatuses: fc.subarray([...RETRYABLE_STATUSES]),
});

describe('the redial-eligibility policy', () => {
  it('says in SQL (next-eligible time, then the claim filter) what the predicate says', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(contact, { minLength: CONTACTS, maxLength: CONTACTS }),
        settings,
        async (contacts, redial) => {
          const now = new Date(Math.floor(Date.now() / 1000) * 1000);
          const lastAt = contacts.map((c) =>
            c.lastAttemptAgoMs === null ? null : new Date(now.getTime() - c.lastAttemptAgoMs),
          );
          await sql`
            update contacts c set status = v.status, attempts = v.attempts,
              last_attempt_at = v.last_at
            from unnest(${ids}::bigint[], ${contacts.map((c) => c.status)}::text[],
              ${contacts.map((c) => c.attempts)}::int[],
              ${lastAt.map((at) => at?.toISOString() ?? null)}::timestamptz[])
              as v(id, status, attempts, last_at)
            where c.id = v.id`.execute(ctx.db);
          await sql`update contacts set next_eligible_at = ${nextEligibleAtSql(redial, MINUTE_MS)}
            where list_id = ${list.id}`.execute(ctx.db);
          const { rows } = await sql<{ id: string }>`
            select id from contacts where list_id = ${list.id} and ${eligibleNowSql(now)}
            order by id`.execute(ctx.db);

          const expected = ids.filter((_, i) =>
            isEligible({ ...contacts[i]!, lastAttemptAt: lastAt[i]! }, redial, now, MINUTE_MS),
          );
          expect(rows.map((row) => Number(row.id))).toEqual(expected);
        },
      ),
      { numRuns: 40 },
    );
  });
});
