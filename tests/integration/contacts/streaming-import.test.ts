import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '../../../server/imports/streaming-import';
import { importContactsStream } from '../../../server/modules/campaigns/lists/import-contacts.service';
import { MAX_IMPORT_ROWS } from '../../../shared/billing/plans';
import { CSV_ERROR_MESSAGES, parseContactsCsv } from '../../../shared/csv';
import { cleanContactNumbers } from '../../../shared/phone/clean-contact-numbers';
import { contactsCsv, contactsOf, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext();

/** The file in small pieces, as a request delivers it. */
function* pieces(text: string, size = 7) {
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

const small = { batchRows: 2, segmentChars: 16 };

async function stored(accountId: string) {
  const count = async (table: 'contact_lists' | 'contacts' | 'import_duplicates') =>
    Number(
      (
        await ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('account_id', '=', accountId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    lists: await count('contact_lists'),
    contacts: await count('contacts'),
    duplicates: await count('import_duplicates'),
  };
}

describe('the streaming contacts import', () => {
  it('takes a file of exactly the row limit and refuses one row more, storing nothing', async () => {
    const user = await signedInUser(ctx, 'limit');
    const accountId = user.user.accountId;
    const limits = { ...small, maxRows: 5 };
    const atLimit = await importContactsStream(ctx, {
      accountId,
      fileName: 'five.csv',
      body: pieces(contactsCsv(5)),
      limits,
    });
    expect(atLimit.ok && atLimit.list.contactCount).toBe(5);
    const over = await importContactsStream(ctx, {
      accountId,
      fileName: 'six.csv',
      body: pieces(contactsCsv(6)),
      limits,
    });
    expect(over).toEqual({
      ok: false,
      code: 'too_many_rows',
      message:
        'This file has more than 1,000,000 rows. Split it into files of up to 1,000,000 rows.',
    });
    expect(await stored(accountId)).toEqual({ lists: 1, contacts: 5, duplicates: 0 });
  });

  it('limits every file to 1,000,000 rows unless a test says otherwise', () => {
    expect(MAX_IMPORT_ROWS).toBe(1_000_000);
    expect(IMPORT_LIMITS.maxRows).toBe(MAX_IMPORT_ROWS);
    expect(CSV_ERROR_MESSAGES.too_many_rows).toBe(
      'This file has more than 1,000,000 rows. Split it into files of up to 1,000,000 rows.',
    );
  });

  const brokenLate: [string, string, string][] = [
    ['an unterminated quote', `${contactsCsv(20)}"+12145550199,Late\n`, 'parse_failed'],
    ['a row of 101 cells', `${contactsCsv(20)}${'x,'.repeat(100)}x\n`, 'too_many_columns'],
    ['an over-long row', `${contactsCsv(20)}+12145550199,${'a'.repeat(70_000)}\n`, 'row_too_long'],
  ];
  for (const [what, text, code] of brokenLate) {
    it(`stores nothing when ${what} comes after several written batches, and says why`, async () => {
      const user = await signedInUser(ctx, 'late');
      const written: number[] = [];
      const result = await importContactsStream(ctx, {
        accountId: user.user.accountId,
        fileName: 'late.csv',
        body: pieces(text, 64),
        limits: small,
        onProgress: async (rows) => void written.push(rows),
      });
      expect(written.length).toBeGreaterThan(3);
      expect(result).toEqual({
        ok: false,
        code,
        message: CSV_ERROR_MESSAGES[code as keyof typeof CSV_ERROR_MESSAGES],
      });
      expect(await stored(user.user.accountId)).toEqual({ lists: 0, contacts: 0, duplicates: 0 });
    });
  }

  it('finds duplicates across batch boundaries with the counts of the whole-file rules', async () => {
    const user = await signedInUser(ctx, 'dups');
    const text = [
      'phone,first_name',
      '(214) 555-0101,Ann',
      '214-555-0102,Bob',
      'call me,Cy',
      '+1 214 555 0101,Dee',
      '214.555.0103,Eve',
      'call me,Fay',
      '1-214-555-0102,Gus',
      '(214) 555-0103,Hal',
      '2145550101,Ivy',
    ].join('\r\n');
    const result = await importContactsStream(ctx, {
      accountId: user.user.accountId,
      fileName: 'dups.csv',
      body: pieces(text, 5),
      limits: small,
    });
    const whole = cleanContactNumbers(
      (parseContactsCsv(text) as Extract<ReturnType<typeof parseContactsCsv>, { ok: true }>)
        .contacts,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.list).toMatchObject({
      contactCount: whole.contacts.length,
      invalidCount: whole.invalid,
      duplicateCount: whole.duplicates.length,
    });
    expect([
      result.list.contactCount,
      result.list.invalidCount,
      result.list.duplicateCount,
    ]).toEqual([5, 2, 4]);
    const contacts = await contactsOf(ctx, result.list.id);
    expect(contacts.map((c) => [c.row_number, c.first_name])).toEqual(
      whole.contacts.map((c) => [c.rowNumber, c.firstName]),
    );
    const duplicates = await ctx.db
      .selectFrom('import_duplicates')
      .select(['row_number', 'phone_original', 'duplicate_of_row'])
      .where('list_id', '=', result.list.id)
      .orderBy('row_number')
      .execute();
    expect(duplicates).toEqual(
      whole.duplicates.map((d) => ({
        row_number: d.rowNumber,
        phone_original: d.original,
        duplicate_of_row: d.duplicateOfRow,
      })),
    );
  });
});
