import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  capHoldsUntil,
  capHoldsUntilSql,
} from '../../../server/modules/campaigns/policy/state-call-cap';
import { createTestContext } from '../../helpers/test-context';
import {
  type CallRow,
  insertAccount,
  insertCalls,
  insertContacts,
  insertList,
} from './policy-property-fixtures';

const ctx = await createTestContext();
const MINUTE = 60_000;
const now = new Date('2026-11-01T06:30:00Z');

/** A call to the contact: placed, refused before dialling, or a callback, minutes before now. */
const call = fc.record({
  state: fc.constantFrom<CallRow['state']>(
    'in-progress',
    'awaiting-analysis',
    'ended',
    'not-placed',
  ),
  direction: fc.constantFrom<'outbound' | 'inbound'>('outbound', 'outbound', 'inbound'),
  minutesAgo: fc.oneof(fc.integer({ min: 0, max: 48 * 60 }), fc.constant(24 * 60)),
});
/** The same number in every contact: the state cap counts the contact's own calls only. */
const contact = fc.record({
  cap: fc.integer({ min: 1, max: 5 }),
  calls: fc.array(call, { maxLength: 6 }),
});

describe('the state call cap policy (one contact, its own calls)', () => {
  it('says in SQL when the cap lets the next call start, as the predicate does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(contact, { minLength: 1, maxLength: 4 }), async (generated) => {
        const accountId = await insertAccount(ctx, 10);
        const listId = await insertList(ctx, accountId);
        const ids = await insertContacts(
          ctx,
          accountId,
          listId,
          generated.map((c) => ({ phoneNumber: '+13055550104', callCap24h: c.cap })),
        );
        const calls = generated.flatMap((c, i) =>
          c.calls.map((k) => ({
            contactId: ids[i]!,
            listId,
            state: k.state,
            direction: k.direction,
            startedAt: new Date(now.getTime() - k.minutesAgo * MINUTE),
          })),
        );
        await insertCalls(ctx, accountId, calls);
        const { rows } = await sql<{ id: string; until: Date | null }>`
          select id, ${capHoldsUntilSql(sql.ref('c.id'), sql.ref('c.call_cap_24h'))} as until
          from contacts c where id = any(${ids}::bigint[]) order by id`.execute(ctx.db);
        const expected = generated.map((c, i) => {
          // Calls to the number: placed (a refused call was never placed), never a callback.
          const starts = calls
            .filter(
              (k) =>
                k.contactId === ids[i] && k.state !== 'not-placed' && k.direction === 'outbound',
            )
            .map((k) => k.startedAt);
          return { id: ids[i]!, until: capHoldsUntil(starts, c.cap, now)?.getTime() ?? null };
        });
        expect(
          rows.map((r) => ({
            id: Number(r.id),
            // capHoldsUntilSql is compared with the time it applies at by its callers.
            until: r.until && r.until > now ? r.until.getTime() : null,
          })),
        ).toEqual(expected);
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
