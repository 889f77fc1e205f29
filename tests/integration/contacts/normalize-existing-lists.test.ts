import { describe, expect, it } from 'vitest';
import { normalizeListNumbers } from '../../../server/modules/campaigns/lists/normalize-numbers.job';
import { contactsOf, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext();

/** A list as imported before numbers were checked: raw text, nothing marked. */
async function legacyList(accountId: string, numbers: string[]) {
  const list = await ctx.db
    .insertInto('contact_lists')
    .values({
      account_id: accountId,
      name: 'Old list',
      file_name: 'old.csv',
      contact_count: numbers.length,
      numbers_checked: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('contacts')
    .values(
      numbers.map((phone, i) => ({
        list_id: list.id,
        account_id: accountId,
        row_number: i + 1,
        phone_number: phone,
        first_name: `C${i + 1}`,
        extra: '{}',
        ...(i === 2 ? { status: 'Completed' as const, attempts: 1, next_eligible_at: null } : {}),
      })),
    )
    .execute();
  return list.id;
}

describe('normalising lists imported before numbers were checked', () => {
  it('stores E.164, marks invalid Not Called contacts and keeps every original', async () => {
    const owner = await signedInUser(ctx, 'legacy');
    const listId = await legacyList(owner.user.accountId, [
      '(214) 555-0101',
      'nope',
      'also bad',
      '1 214 555 0102',
    ]);
    await normalizeListNumbers(ctx);
    const contacts = await contactsOf(ctx, listId);
    expect(
      contacts.map((c) => [c.phone_number, c.phone_original, c.status, c.next_eligible_at]),
    ).toEqual([
      ['+12145550101', '(214) 555-0101', 'Not Called', new Date(0)],
      ['nope', 'nope', 'Invalid Number', null],
      ['also bad', 'also bad', 'Completed', null],
      ['+12145550102', '1 214 555 0102', 'Not Called', new Date(0)],
    ]);
    const list = await ctx.db
      .selectFrom('contact_lists')
      .select(['numbers_checked', 'invalid_count'])
      .where('id', '=', listId)
      .executeTakeFirstOrThrow();
    expect(list).toEqual({ numbers_checked: true, invalid_count: 1 });
  });

  it('runs again without changing anything', async () => {
    const owner = await signedInUser(ctx, 'again');
    const listId = await legacyList(owner.user.accountId, ['(214) 555-0101']);
    await normalizeListNumbers(ctx);
    await ctx.db
      .updateTable('contact_lists')
      .set({ numbers_checked: false })
      .where('id', '=', listId)
      .execute();
    await normalizeListNumbers(ctx);
    const [contact] = await contactsOf(ctx, listId);
    expect([contact!.phone_number, contact!.phone_original]).toEqual([
      '+12145550101',
      '(214) 555-0101',
    ]);
  });
});
