import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  mayDialNumber,
  mayDialSql,
  onDoNotCallSql,
} from '../../../server/modules/campaigns/policy/do-not-call';
import { createTestContext } from '../../helpers/test-context';
import { insertAccount, insertContacts, insertList, NUMBERS } from './policy-property-fixtures';

const ctx = await createTestContext();

const number = fc.constantFrom(...NUMBERS);
/** Two accounts: a number listed by one must not hold back the other's contact. */
const account = fc.record({
  contacts: fc.array(number, { maxLength: 6 }),
  doNotCall: fc.uniqueArray(number, { maxLength: NUMBERS.length }),
});

describe('the do-not-call policy', () => {
  it('says in SQL (the anti-join and its negation) what the predicate says', async () => {
    await fc.assert(
      fc.asyncProperty(fc.tuple(account, account), async (accounts) => {
        const expected: { id: number; mayDial: boolean }[] = [];
        for (const generated of accounts) {
          const accountId = await insertAccount(ctx);
          const listId = await insertList(ctx, accountId);
          const ids = await insertContacts(
            ctx,
            accountId,
            listId,
            generated.contacts.map((phoneNumber) => ({ phoneNumber })),
          );
          if (generated.doNotCall.length > 0)
            await ctx.db
              .insertInto('do_not_call_numbers')
              .values(
                generated.doNotCall.map((phone_number) => ({
                  account_id: accountId,
                  phone_number,
                  source: 'manual' as const,
                })),
              )
              .execute();
          const listed = new Set(generated.doNotCall);
          ids.forEach((id, i) => {
            expected.push({ id, mayDial: mayDialNumber(generated.contacts[i]!, listed) });
          });
        }
        const ids = expected.map((e) => e.id);
        const { rows } = await sql<{ id: string; may_dial: boolean; on_list: boolean }>`
          select id, ${mayDialSql('c')} as may_dial, ${onDoNotCallSql('c')} as on_list
          from contacts c where id = any(${ids}::bigint[]) order by id`.execute(ctx.db);
        expect(rows.map((r) => ({ id: Number(r.id), mayDial: r.may_dial }))).toEqual(expected);
        expect(rows.every((r) => r.on_list === !r.may_dial)).toBe(true);
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
