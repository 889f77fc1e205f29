import { describe, expect, it } from 'vitest';
import { contactsOf } from '../../helpers/dialer-fixtures';
import { contactNumber, importList, realModeAccount } from './real-call-fixtures';
import { dialEveryoneOnce, startRetellWorld } from './retell-world';

const KEY = 'retell-opt-out-key';
const { fake, ctx, url } = await startRetellWorld(KEY);

describe('opt-outs captured from the call', () => {
  it('a call analysed as opted out puts the number on the list, in every list of the account', async () => {
    const a = await realModeAccount(ctx, fake, url, 'opt-out', KEY);
    const list = await importList(ctx, a.user.accountId, 2);
    const other = await importList(ctx, a.user.accountId, 2);
    fake.scenarios.set(contactNumber(1), 'opt-out');
    fake.scenarios.set(contactNumber(2), 'conversation');
    await dialEveryoneOnce(ctx, a.caller, list.id);

    const listed = await ctx.db
      .selectFrom('do_not_call_numbers')
      .selectAll()
      .where('account_id', '=', a.user.accountId)
      .execute();
    expect(listed).toMatchObject([{ phone_number: contactNumber(1), source: 'opt-out' }]);
    expect(listed[0]!.call_id).not.toBeNull();

    const [optedOut, talked] = await contactsOf(ctx, list.id);
    expect(optedOut).toMatchObject({ status: 'Do Not Call', attempts: 1 });
    expect(optedOut!.status_before_dnc).not.toBeNull();
    expect(talked!.status).not.toBe('Do Not Call');
    const [elsewhere, untouched] = await contactsOf(ctx, other.id);
    expect(elsewhere!.status).toBe('Do Not Call');
    expect(untouched!.status).toBe('Not Called');
  });
});
