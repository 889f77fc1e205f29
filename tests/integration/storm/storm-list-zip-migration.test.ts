import { describe, expect, it } from 'vitest';
import { down, up } from '../../../migrations/0049_storm_list_indexes';
import { importContactsCsv } from '../../../server/modules/campaigns/lists/import-contacts.service';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext();
const roofer = await signedInUser(ctx, 'roofer');

describe('migration 0049 (storm list indexes)', () => {
  it('sets the ZIPs nobody can place to none and keeps the known ones', async () => {
    const result = await importContactsCsv(ctx, {
      accountId: roofer.user.accountId,
      fileName: 'homeowners.csv',
      bytes: Buffer.from(
        'phone,first_name,zip\n+12145550101,Known,75093\n+12145550102,Odd,75093\n',
      ),
    });
    if (!result.ok) throw new Error(result.message);
    await down(ctx.db);
    // A contact imported before 0049 kept its file's ZIP whether or not it was known.
    await ctx.db
      .updateTable('contacts')
      .set({ zip: '00000' })
      .where('first_name', '=', 'Odd')
      .execute();
    await up(ctx.db);
    const rows = await ctx.db
      .selectFrom('contacts')
      .select(['first_name', 'zip'])
      .where('account_id', '=', roofer.user.accountId)
      .orderBy('first_name')
      .execute();
    expect(rows).toEqual([
      { first_name: 'Known', zip: '75093' },
      { first_name: 'Odd', zip: null },
    ]);
  });
});
