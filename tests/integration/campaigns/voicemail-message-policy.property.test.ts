import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { consentRequired } from '../../../server/modules/campaigns/policy/consent';
import {
  mayLeaveVoicemailMessage,
  mayLeaveVoicemailMessageSql,
} from '../../../server/modules/campaigns/policy/voicemail-message';
import { createTestContext } from '../../helpers/test-context';
import { insertAccount, insertContacts, insertList, NUMBERS } from './policy-property-fixtures';

const ctx = await createTestContext();
const DAY_MS = 86_400_000;

const number = fc.constantFrom(...NUMBERS);
/**
 * How long ago a message was left for the contact (ms before the statement's now(); negative: a
 * clock ahead), or none. `boundary` lands exactly on, or a minute either side of, `everyDays`.
 */
type Ago = number | null | 'boundary' | 'boundary-1m' | 'boundary+1m';
const leftAgo: fc.Arbitrary<Ago> = fc.oneof(
  fc.constant(null),
  fc.integer({ min: -DAY_MS, max: 15 * DAY_MS }),
  fc.constantFrom('boundary', 'boundary-1m', 'boundary+1m'),
);
const contact = fc.record({ number, leftAgo });
const list = fc.record({
  consentRequired: fc.boolean(),
  contacts: fc.array(contact, { maxLength: 4 }),
});
const account = fc.record({
  records: fc.dictionary(number, fc.boolean(), { maxKeys: NUMBERS.length }),
  lists: fc.array(list, { minLength: 1, maxLength: 2 }),
});

describe('the voicemail-message policy', () => {
  it('says in SQL, in both calling modes, what the predicate says', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(account, account),
        fc.integer({ min: 1, max: 14 }),
        async (accounts, everyDays) => {
          const agoMs = (ago: Ago) => {
            if (ago === null || typeof ago === 'number') return ago;
            const shift = { boundary: 0, 'boundary-1m': -60_000, 'boundary+1m': 60_000 }[ago];
            return everyDays * DAY_MS + shift;
          };
          type Row = { id: number; accountId: string; number: string; ago: number | null };
          const contacts: Row[] = [];
          const expected: { id: number; simulated: boolean; real: boolean }[] = [];
          const lists: {
            ids: number[];
            consentRequired: boolean;
            records: Record<string, boolean>;
          }[] = [];
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
                l.contacts.map((c) => ({ phoneNumber: c.number })),
              );
              ids.forEach((id, i) => {
                contacts.push({
                  id,
                  accountId,
                  number: l.contacts[i]!.number,
                  ago: agoMs(l.contacts[i]!.leftAgo),
                });
              });
              lists.push({ ids, consentRequired: l.consentRequired, records: generated.records });
            }
          }
          // The SQL reads now(): each message time is set relative to the statement's own now(),
          // and the predicate is asked at an arbitrary `now` with the same distances.
          const now = new Date('2026-06-01T12:00:00Z');
          for (const l of lists) {
            for (const id of l.ids) {
              const c = contacts.find((row) => row.id === id)!;
              const sameNumber = contacts.filter(
                (o) => o.accountId === c.accountId && o.number === c.number && o.ago !== null,
              );
              const lastAgo =
                sameNumber.length > 0 ? Math.min(...sameNumber.map((o) => o.ago!)) : null;
              const mayLeave = (realCalls: boolean) =>
                mayLeaveVoicemailMessage({
                  consentRequired: consentRequired(l.consentRequired, realCalls),
                  consented: l.records[c.number] ?? null,
                  lastLeftAt: lastAgo === null ? null : new Date(now.getTime() - lastAgo),
                  everyDays,
                  now,
                });
              expected.push({ id, simulated: mayLeave(false), real: mayLeave(true) });
            }
          }
          expected.sort((a, b) => a.id - b.id);
          const ids = contacts.map((c) => c.id);
          const rows = await ctx.db.transaction().execute(async (trx) => {
            await sql`
              update contacts c set voicemail_left_at = now() - v.ago * interval '1 millisecond'
              from unnest(${ids}::bigint[], ${contacts.map((c) => c.ago)}::bigint[]) as v(id, ago)
              where c.id = v.id`.execute(trx);
            const result = await sql<{ id: string; simulated: boolean; real: boolean }>`
              select id, ${mayLeaveVoicemailMessageSql('c', everyDays, false)} as simulated,
                ${mayLeaveVoicemailMessageSql('c', everyDays, true)} as real
              from contacts c where id = any(${ids}::bigint[]) order by id`.execute(trx);
            return result.rows;
          });
          expect(
            rows.map((r) => ({ id: Number(r.id), simulated: r.simulated, real: r.real })),
          ).toEqual(expected);
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);
});
