import { describe, expect, it } from 'vitest';
import { contactsOf, importList, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext();

describe('removing a number from the do-not-call list through the API', () => {
  it('takes the number as a person types it, "(214) 200-0002", and restores its contact', async () => {
    const { user, caller } = await signedInUser(ctx, 'dnc-remove');
    const list = await importList(ctx, user.accountId, 3);
    const second = async () =>
      (await contactsOf(ctx, list.id)).find((c) => c.phone_number === '+12142000002')!;
    expect(await caller.doNotCall.add({ numbers: ['+12142000002'], source: 'manual' })).toEqual({
      added: 1,
      alreadyListed: 0,
      invalid: [],
    });
    expect(await second()).toMatchObject({ status: 'Do Not Call', next_eligible_at: null });

    expect(await caller.doNotCall.remove({ numbers: ['(214) 200-0002'] })).toEqual({ removed: 1 });
    const restored = await second();
    expect(restored.status).toBe('Not Called');
    expect(restored.next_eligible_at).not.toBeNull();
    const listed = await caller.doNotCall.page({ page: 1 });
    expect(listed.entries).toEqual([]);
  });
});
