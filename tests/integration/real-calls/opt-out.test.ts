import { afterAll, describe, expect, it } from 'vitest';
import { startRetellFake } from '../../fakes/retell-fake';
import { contactsOf, runWorkers, waitForState } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { contactNumber, importList, realModeAccount } from './real-call-fixtures';

const KEY = 'retell-opt-out-key';
const fake = await startRetellFake([KEY]);
afterAll(() => fake.close());
const ctx = await createTestContext({
  VOICE_PROVIDER: 'retell',
  RETELL_BASE_URL: fake.url,
  RETELL_TIMEOUT_MS: '1000',
  RETELL_ANALYSIS_WAIT_MS: '1500',
  DIALER_ROUND_PAUSE_MS: '100',
  DIALER_BATCH_SIZE: '5',
});
const { url } = await startTestServer(ctx);
await runWorkers(ctx);

describe('opt-outs captured from the call', () => {
  it('a call analysed as opted out puts the number on the list, in every list of the account', async () => {
    const a = await realModeAccount(ctx, fake, url, 'opt-out', KEY);
    const list = await importList(ctx, a.user.accountId, 2);
    const other = await importList(ctx, a.user.accountId, 2);
    fake.scenarios.set(contactNumber(1), 'opt-out');
    fake.scenarios.set(contactNumber(2), 'conversation');
    await a.caller.campaignSettings.saveCallSettings({
      listId: list.id,
      redial: { maxAttempts: 1, retryDelayMinutes: 5, retryStatuses: [] },
    });
    await a.caller.dialer.start({ listId: list.id });
    await waitForState(ctx, list.id, ['completed'], 30_000);

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
