import { describe, expect, it } from 'vitest';
import { callingClockOf } from '../../../server/modules/campaigns/rounds/calling-clock';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';

// Retell on the internet and a local APP_URL: nothing it sends can arrive (nothing dials here).
const ctx = await createTestContext({ RETELL_BASE_URL: 'https://api.retellai.com' });
const { url } = await startTestServer(ctx);
// A Retell fake on this machine posts its results to a local APP_URL.
const localProvider = await createTestContext({ RETELL_BASE_URL: 'http://127.0.0.1:4999' });

describe('dialer.mode', () => {
  it('tells a signed-in user that calls are simulated', async () => {
    const { caller } = await signedInUser(ctx);
    expect(await caller.dialer.mode()).toEqual({
      voiceMode: 'simulated',
      webhooksReachable: false,
      callingClockOffsetMs: callingClockOf(ctx).fromReal(new Date(0)).getTime(),
    });
  });

  it("gives the calling-hours clock's lead over real time, so screens read times on the demo clock", async () => {
    const { caller } = await signedInUser(ctx, 'clock');
    // The test environment runs the demo clock from 2026-03-10T18:00:00Z, months before now.
    const { callingClockOffsetMs } = await caller.dialer.mode();
    const demoNow = new Date(Date.now() + callingClockOffsetMs);
    expect(demoNow.toISOString().slice(0, 10)).toBe('2026-03-10');
  });

  it('says results reach this server once a provider event has arrived for the account', async () => {
    const { caller, user } = await signedInUser(ctx, 'arrived');
    const { caller: other } = await signedInUser(ctx, 'other');
    await ctx.db
      .insertInto('provider_webhook_events')
      .values({
        account_id: user.accountId,
        provider: 'retell',
        provider_call_id: 'call-arrived-1',
        event: 'call_ended',
        payload: '{}',
      })
      .execute();
    expect((await caller.dialer.mode()).webhooksReachable).toBe(true);
    expect((await other.dialer.mode()).webhooksReachable).toBe(false);
  });

  it('says results reach this server when the provider is on this machine', async () => {
    const { caller } = await signedInUser(localProvider);
    expect((await caller.dialer.mode()).webhooksReachable).toBe(true);
  });

  it('is for signed-in users only', async () => {
    const res = await fetch(`${url}/trpc/dialer.mode`);
    expect(res.status).toBe(401);
  });
});
