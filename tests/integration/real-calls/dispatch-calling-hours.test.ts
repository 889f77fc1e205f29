import { afterAll, describe, expect, it } from 'vitest';
import { callingClockStartingAt } from '../../../server/modules/campaigns/rounds/calling-clock';
import { campaignPort } from '../../../server/modules/campaigns/rounds/campaign-port';
import { dispatchCall } from '../../../server/voice/retell/dispatch-call.job';
import { startRetellFake } from '../../fakes/retell-fake';
import { callsOf, contactsOf, runPlannedRounds } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { importList, realModeAccount } from './real-call-fixtures';

const KEY = 'retell-dispatch-hours-key';
const fake = await startRetellFake([KEY]);
afterAll(() => fake.close());
const ctx = await createTestContext({
  VOICE_PROVIDER: 'retell',
  RETELL_BASE_URL: fake.url,
  DIALER_CALL_DURATION_MS: '600000',
});
const { url } = await startTestServer(ctx);

/** Moves the calling-hours clock of this file to `iso` (it runs on in real time from there). */
const setCallingTime = (iso: string) => {
  ctx.callingClock = callingClockStartingAt(new Date(iso));
};

describe('the last check at dispatch: calling hours', () => {
  it('a dispatch retried after a 5xx past 21:00 local is not placed, and its contact waits for its window with no attempt counted', async () => {
    const a = await realModeAccount(ctx, fake, url, 'hours', KEY);
    const list = await importList(ctx, a.user.accountId, 1);
    // Tuesday 10 March 2026, 20:59 in Dallas (CDT, UTC-5): one minute before Texas closes.
    setCallingTime('2026-03-11T01:59:00Z');
    await a.caller.dialer.start({ listId: list.id });
    await runPlannedRounds(ctx);
    const [call] = await callsOf(ctx, list.id);
    expect(call!.state).toBe('in-progress');

    fake.failWith(503, { error_message: 'Service unavailable' });
    try {
      await dispatchCall(ctx, campaignPort(ctx), { callId: call!.id, try: 1 });
    } finally {
      fake.failWith(null);
    }
    const retries = (await ctx.queues.get('dialer').getJobs(['waiting', 'delayed'])).filter(
      (job) => job.name === 'dispatch-call' && job.data.callId === call!.id,
    );
    expect(retries.map((job) => job.data.try)).toContain(2);

    // The retry runs at 21:00:30 local: the window closed since the claim.
    setCallingTime('2026-03-11T02:00:30Z');
    await dispatchCall(ctx, campaignPort(ctx), { callId: call!.id, try: 2 });

    expect(fake.createCount()).toBe(0);
    const [after] = await callsOf(ctx, list.id);
    expect(after).toMatchObject({
      state: 'not-placed',
      not_placed_reason: 'outside calling hours',
      provider_call_id: null,
      dial_local_times: 'America/Chicago 2026-03-10 21:00 Tue',
    });
    const [contact] = await contactsOf(ctx, list.id);
    expect(contact).toMatchObject({ status: 'Not Called', attempts: 0, last_attempt_at: null });
    // Texas opens at 9:00 on Wednesday: 14:00 UTC on the calling clock, in real time here.
    const opening = ctx.callingClock!.toReal(new Date('2026-03-11T14:00:00Z'));
    expect(contact!.next_eligible_at!.getTime()).toBe(opening.getTime());
  });
});
