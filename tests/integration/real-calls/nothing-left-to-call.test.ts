import { afterAll, describe, expect, it } from 'vitest';
import { startRetellFake } from '../../fakes/retell-fake';
import { callsOf, importList } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { realModeAccount } from './real-call-fixtures';

const KEY = 'retell-nothing-left-key';
const fake = await startRetellFake([KEY]);
afterAll(() => fake.close());
const ctx = await createTestContext({ VOICE_PROVIDER: 'retell', RETELL_BASE_URL: fake.url });
const { url } = await startTestServer(ctx);

describe('a list nobody may call, with real calls', () => {
  it('says "Nothing left to call: 6 need recorded consent" instead of ending Completed', async () => {
    const a = await realModeAccount(ctx, fake, url, 'nothing', KEY);
    const list = await importList(ctx, a.user.accountId, 6);

    const started = await a.caller.dialer.start({ listId: list.id });

    expect(started).toMatchObject({
      state: 'completed',
      endReason: 'Nothing left to call: 6 need recorded consent',
    });
    const [summary] = await a.caller.contacts.lists();
    expect(summary!.endReason).toBe('Nothing left to call: 6 need recorded consent');
    expect(await callsOf(ctx, list.id)).toEqual([]);
    expect(fake.createCount()).toBe(0);
  });
});
