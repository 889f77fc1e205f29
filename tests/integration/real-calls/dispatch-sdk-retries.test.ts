import { afterAll, describe, expect, it } from 'vitest';
import { campaignPort } from '../../../server/modules/campaigns/rounds/campaign-port';
import { dispatchCall } from '../../../server/voice/retell/dispatch-call.job';
import { startRetellFake } from '../../fakes/retell-fake';
import { callsOf, importList, runPlannedRounds } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { realModeAccount } from './real-call-fixtures';

const KEY = 'retell-sdk-retries-key';
const fake = await startRetellFake([KEY]);
afterAll(() => fake.close());
// The SDK may retry other requests: only create-phone-call must be sent once per dispatch run.
const ctx = await createTestContext({
  VOICE_PROVIDER: 'retell',
  RETELL_BASE_URL: fake.url,
  RETELL_MAX_RETRIES: '2',
  DIALER_CALL_DURATION_MS: '600000',
});
const { url } = await startTestServer(ctx);

describe('dispatch and the SDK retries', () => {
  it.each([
    [500, 'our next try is queued'],
    [429, 'the call is not placed, to be dialled after the back-off'],
  ])('a create-phone-call answered %i is sent once, not retried by the SDK: %s', async (status) => {
    const a = await realModeAccount(ctx, fake, url, `sdk${status}`, KEY);
    const list = await importList(ctx, a.user.accountId, 1);
    await a.caller.dialer.start({ listId: list.id });
    await runPlannedRounds(ctx);
    const [call] = await callsOf(ctx, list.id);
    fake.failWith(status, { error_message: 'Try again later' });
    const before = fake.failedCount();
    try {
      await dispatchCall(ctx, campaignPort(ctx), { callId: call!.id, try: 1 });
    } finally {
      fake.failWith(null);
    }
    expect(fake.failedCount() - before).toBe(1);
    expect(fake.createCount()).toBe(0);
    const jobs = await ctx.queues.get('dialer').getJobs(['waiting', 'delayed']);
    const retries = jobs.filter(
      (job) => job.name === 'dispatch-call' && job.data.callId === call!.id,
    );
    const [after] = await callsOf(ctx, list.id);
    if (status === 500) {
      expect(retries.map((job) => job.data.try)).toContain(2);
      expect(after!.state).toBe('in-progress');
    } else {
      expect(after!.state).toBe('not-placed');
    }
  });
});
