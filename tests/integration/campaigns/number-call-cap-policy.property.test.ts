import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  numberCapAllows,
  numberCapOf,
  numberCappedSql,
  numberCapSql,
  numberCapUntilSql,
} from '../../../server/modules/campaigns/policy/number-call-cap';
import { capHoldsUntil } from '../../../server/modules/campaigns/policy/state-call-cap';
import { callCapPer24h } from '../../../server/modules/campaigns/policy/state-rules';
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
const now = new Date('2026-03-08T15:00:00Z');

/** Two numbers, so contacts of several lists share one. */
const NUMBERS = ['+12142000001', '+13055550104'] as const;
/** Placed or refused, minutes before `now` (up to two days; exactly 24 h is a boundary). */
const call = fc.record({
  state: fc.constantFrom<CallRow['state']>(
    'in-progress',
    'awaiting-analysis',
    'ended',
    'not-placed',
  ),
  minutesAgo: fc.oneof(fc.integer({ min: 0, max: 48 * 60 }), fc.constant(24 * 60)),
});
const contact = fc.record({
  number: fc.constantFrom(...NUMBERS),
  states: fc.subarray(['FL', 'OK', 'TX', 'CA']),
  calls: fc.array(call, { maxLength: 4 }),
});
const account = fc.record({
  cap: fc.integer({ min: 1, max: 10 }),
  lists: fc.array(fc.array(contact, { maxLength: 3 }), { minLength: 1, maxLength: 3 }),
});

type Expected = { id: number; cap: number; capped: boolean; until: number | null };

describe('the per-number cap policy (across every list of the account)', () => {
  it('says in SQL (cap, capped now, held until) what the predicates say', async () => {
    await fc.assert(
      fc.asyncProperty(fc.tuple(account, account), async (accounts) => {
        const expected: Expected[] = [];
        for (const generated of accounts) {
          const accountId = await insertAccount(ctx, generated.cap);
          const contacts: { id: number; number: string; stateCap: number | null }[] = [];
          const calls: (CallRow & { number: string })[] = [];
          for (const listContacts of generated.lists) {
            const listId = await insertList(ctx, accountId);
            const ids = await insertContacts(
              ctx,
              accountId,
              listId,
              listContacts.map((c) => ({
                phoneNumber: c.number,
                callCap24h: callCapPer24h(c.states, '2026-11-28'),
              })),
            );
            listContacts.forEach((c, i) => {
              contacts.push({
                id: ids[i]!,
                number: c.number,
                stateCap: callCapPer24h(c.states, '2026-11-28'),
              });
              for (const k of c.calls)
                calls.push({
                  contactId: ids[i]!,
                  listId,
                  number: c.number,
                  state: k.state,
                  startedAt: new Date(now.getTime() - k.minutesAgo * MINUTE),
                });
            });
          }
          await insertCalls(ctx, accountId, calls);
          for (const c of contacts) {
            const starts = calls
              .filter((k) => k.number === c.number && k.state !== 'not-placed')
              .map((k) => k.startedAt);
            const cap = numberCapOf(generated.cap, c.stateCap);
            expected.push({
              id: c.id,
              cap,
              capped: !numberCapAllows(starts, cap, now),
              until: capHoldsUntil(starts, cap, now)?.getTime() ?? null,
            });
          }
        }
        const ids = expected.map((e) => e.id);
        const { rows } = await sql<{
          id: string;
          cap: number;
          capped: boolean;
          until: Date | null;
        }>`
          select id, ${numberCapSql('c')} as cap, ${numberCappedSql('c', now)} as capped,
            ${numberCapUntilSql('c')} as until
          from contacts c where id = any(${ids}::bigint[]) order by id`.execute(ctx.db);
        expect(
          rows.map((r) => ({
            id: Number(r.id),
            cap: r.cap,
            capped: r.capped,
            // numberCapUntilSql does not compare with now: a time past now holds nobody.
            until: r.until && r.until > now ? r.until.getTime() : null,
          })),
        ).toEqual(expected);
        // Held until a time after now exactly when capped now.
        for (const r of rows) expect(r.capped).toBe(r.until !== null && r.until > now);
        for (const e of expected) expect(e.until !== null).toBe(e.capped);
      }),
      { numRuns: 30 },
    );
  }, 120_000);

  it('holds a Florida number at 3 calls in 24 h when the account raised its cap to 5', async () => {
    const accountId = await insertAccount(ctx, 5);
    const [first, second] = [await insertList(ctx, accountId), await insertList(ctx, accountId)];
    const florida = {
      phoneNumber: '+13055550104',
      callCap24h: callCapPer24h(['FL'], '2026-11-28'),
    };
    const [a] = await insertContacts(ctx, accountId, first, [florida]);
    const [b] = await insertContacts(ctx, accountId, second, [florida]);
    const starts = [23, 12, 1].map((hours) => new Date(now.getTime() - hours * 3_600_000));
    await insertCalls(ctx, accountId, [
      { contactId: a!, listId: first, state: 'ended', startedAt: starts[0]! },
      { contactId: b!, listId: second, state: 'ended', startedAt: starts[1]! },
      { contactId: b!, listId: second, state: 'in-progress', startedAt: starts[2]! },
    ]);
    expect(numberCapOf(5, callCapPer24h(['FL'], '2026-11-28'))).toBe(3);
    expect(numberCapAllows(starts, numberCapOf(5, 3), now)).toBe(false);
    const { rows } = await sql<{ cap: number; capped: boolean; until: Date | null }>`
      select ${numberCapSql('c')} as cap, ${numberCappedSql('c', now)} as capped,
        ${numberCapUntilSql('c')} as until
      from contacts c where id in (${a}, ${b}) order by id`.execute(ctx.db);
    const until = new Date(starts[0]!.getTime() + 24 * 3_600_000);
    expect(rows).toEqual([
      { cap: 3, capped: true, until },
      { cap: 3, capped: true, until },
    ]);
  });

  it('counts no callback as a call to the number, nor a call after the decision', async () => {
    const accountId = await insertAccount(ctx, 3);
    const listId = await insertList(ctx, accountId);
    const [id] = await insertContacts(ctx, accountId, listId, [
      { phoneNumber: '+12142000001', callCap24h: null },
    ]);
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    await insertCalls(ctx, accountId, [
      ...[3, 2, 1].map((h) => ({
        contactId: id!,
        listId,
        state: 'ended' as const,
        startedAt: hoursAgo(h),
        direction: 'inbound' as const,
      })),
      { contactId: id!, listId, state: 'ended', startedAt: hoursAgo(5) },
      { contactId: id!, listId, state: 'ended', startedAt: hoursAgo(4) },
      { contactId: id!, listId, state: 'ended', startedAt: hoursAgo(-1) },
    ]);
    const outbound = [hoursAgo(5), hoursAgo(4), hoursAgo(-1)];
    expect(numberCapAllows(outbound, 3, now)).toBe(true);
    const { rows } = await sql<{ capped: boolean }>`
      select ${numberCappedSql('c', now)} as capped from contacts c where id = ${id}`.execute(
      ctx.db,
    );
    expect(rows).toEqual([{ capped: false }]);
  });
});
