import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  consentAllows,
  consentAllowsOnListSql,
  consentAllowsSql,
  consentRecordedSql,
  consentRequired,
} from '../../../server/modules/campaigns/policy/consent';
import { createTestContext } from '../../helpers/test-context';
import { insertAccount, insertContacts, insertList, NUMBERS } from './policy-property-fixtures';

const ctx = await createTestContext();

const number = fc.constantFrom(...NUMBERS);
/** Per number of the account: no record, a record saying no, or one saying yes. */
const records = fc.dictionary(number, fc.boolean(), { maxKeys: NUMBERS.length });
/** Lists of one account, each with its consent switch and contacts. */
const list = fc.record({
  consentRequired: fc.boolean(),
  contacts: fc.array(number, { maxLength: 4 }),
});
const account = fc.record({ records, lists: fc.array(list, { minLength: 1, maxLength: 3 }) });

type Expected = {
  id: number;
  consented: boolean;
  simulated: boolean;
  real: boolean;
  onListSimulated: boolean;
  onListReal: boolean;
};

describe('the consent policy', () => {
  it('says in every SQL form (both modes, both list switches) what the predicates say', async () => {
    await fc.assert(
      fc.asyncProperty(fc.tuple(account, account), async (accounts) => {
        const expected: Expected[] = [];
        for (const generated of accounts) {
          const accountId = await insertAccount(ctx);
          const recorded = Object.entries(generated.records);
          if (recorded.length > 0)
            await ctx.db
              .insertInto('consent_records')
              .values(
                recorded.map(([phone_number, consented]) => ({
                  account_id: accountId,
                  phone_number,
                  consented,
                })),
              )
              .execute();
          for (const l of generated.lists) {
            const listId = await insertList(ctx, accountId, l.consentRequired);
            const ids = await insertContacts(
              ctx,
              accountId,
              listId,
              l.contacts.map((phoneNumber) => ({ phoneNumber })),
            );
            ids.forEach((id, i) => {
              const consented = generated.records[l.contacts[i]!] ?? null;
              const allows = (realCalls: boolean) =>
                consentAllows(consentRequired(l.consentRequired, realCalls), consented);
              expected.push({
                id,
                consented: consented === true,
                simulated: allows(false),
                real: allows(true),
                onListSimulated: allows(false),
                onListReal: allows(true),
              });
            });
          }
        }
        const ids = expected.map((e) => e.id);
        // consentAllowsOnListSql is given the list's answer, as its callers give it.
        const { rows } = await sql<{
          id: string;
          consented: boolean;
          simulated: boolean;
          real: boolean;
          on_list_simulated: boolean;
          on_list_real: boolean;
        }>`
          select c.id, ${consentRecordedSql('c')} as consented,
            ${consentAllowsSql('c', false)} as simulated, ${consentAllowsSql('c', true)} as real,
            case when l.consent_required
              then ${consentAllowsOnListSql('c', consentRequired(true, false))}
              else ${consentAllowsOnListSql('c', consentRequired(false, false))} end
              as on_list_simulated,
            case when l.consent_required
              then ${consentAllowsOnListSql('c', consentRequired(true, true))}
              else ${consentAllowsOnListSql('c', consentRequired(false, true))} end
              as on_list_real
          from contacts c join contact_lists l on l.id = c.list_id
          where c.id = any(${ids}::bigint[]) order by c.id`.execute(ctx.db);
        expect(
          rows.map((r) => ({
            id: Number(r.id),
            consented: r.consented,
            simulated: r.simulated,
            real: r.real,
            onListSimulated: r.on_list_simulated,
            onListReal: r.on_list_real,
          })),
        ).toEqual(expected);
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
