import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  type NationalCopy,
  registryVerdict,
  registryVerdictSql,
} from '../../../server/modules/campaigns/policy/registry';
import { createTestContext } from '../../helpers/test-context';
import { insertAccount, insertContacts, insertList, NUMBERS } from './policy-property-fixtures';

const ctx = await createTestContext();

const AT = new Date('2026-06-10T03:30:00Z');
const number = fc.constantFrom(...NUMBERS, '+447700900123');
const copy = fc.record({
  areaCodes: fc.option(fc.subarray(['214', '305', '972'], { minLength: 1 }), { nil: null }),
  // Around the 31-day edge of AT's UTC date (2026-06-10): 2026-05-10 is the oldest fresh.
  downloadDate: fc.constantFrom(
    '2026-05-08',
    '2026-05-09',
    '2026-05-10',
    '2026-05-11',
    '2026-06-10',
  ),
  status: fc.constantFrom('imported', 'failed'),
  registry: fc.constantFrom('national', 'TX'),
});
const account = fc.record({
  subscribed: fc.boolean(),
  listed: fc.array(number, { maxLength: 3 }),
  consent: fc.dictionary(number, fc.constantFrom('written', 'claim', 'none')),
  copies: fc.array(copy, { maxLength: 3 }),
  contacts: fc.array(number, { minLength: 1, maxLength: 5 }),
});

async function insertAccountRows(
  accountId: string,
  a: typeof account extends fc.Arbitrary<infer T> ? T : never,
) {
  if (a.subscribed)
    await sql`insert into registry_subscriptions (account_id, registry, subscription_id)
      values (${accountId}, 'national', 'SAN-1')`.execute(ctx.db);
  for (const c of a.copies) {
    const { rows } = await sql<{ id: string }>`insert into registry_copies
      (account_id, registry, kind, area_codes, download_date, status)
      values (${accountId}, ${c.registry}, 'full', ${c.areaCodes}::text[], ${c.downloadDate}::date, ${c.status})
      returning id`.execute(ctx.db);
    for (const phone of new Set(a.listed))
      await sql`insert into registry_numbers (account_id, registry, phone_number, copy_id)
        values (${accountId}, ${c.registry}, ${phone}, ${rows[0]!.id})
        on conflict do nothing`.execute(ctx.db);
  }
  for (const [phone, kind] of Object.entries(a.consent))
    if (kind !== 'none')
      await sql`insert into consent_records (account_id, phone_number, consented, granted, evidenced)
        values (${accountId}, ${phone}, true, true, ${kind === 'written'})`.execute(ctx.db);
}

describe('the registry policy', () => {
  it('says in SQL (both modes) what the predicate says', async () => {
    await fc.assert(
      fc.asyncProperty(fc.tuple(account, account), async (accounts) => {
        const expected: { id: number; real: string; simulated: string }[] = [];
        for (const a of accounts) {
          const accountId = await insertAccount(ctx);
          await insertAccountRows(accountId, a);
          const listId = await insertList(ctx, accountId);
          const ids = await insertContacts(
            ctx,
            accountId,
            listId,
            a.contacts.map((phoneNumber) => ({ phoneNumber })),
          );
          // A number is on the registry when a copy of any status holds it (rows stay until replaced).
          const listed = new Set(a.copies.length > 0 ? a.listed : []);
          const copies: NationalCopy[] = a.copies.filter(
            (c) => c.registry === 'national' && c.status === 'imported',
          );
          ids.forEach((id, i) => {
            const phoneNumber = a.contacts[i]!;
            const facts = {
              phoneNumber,
              onRegistry: listed.has(phoneNumber),
              writtenPermission: a.consent[phoneNumber] === 'written',
              subscribed: a.subscribed,
            };
            expected.push({
              id,
              real: registryVerdict(facts, copies, AT, true),
              simulated: registryVerdict(facts, copies, AT, false),
            });
          });
        }
        const { rows } = await sql<{ id: string; real: string; simulated: string }>`
          select c.id, ${registryVerdictSql('c', AT, true)} as real,
            ${registryVerdictSql('c', AT, false)} as simulated
          from contacts c where c.id = any(${expected.map((e) => e.id)}::bigint[]) order by c.id`.execute(
          ctx.db,
        );
        expect(
          rows.map((r) => ({ id: Number(r.id), real: r.real, simulated: r.simulated })),
        ).toEqual(expected);
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
