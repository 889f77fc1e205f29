import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyRecords } from '../../../server/modules/campaigns/records/verify-records';
import { callingClockStartingAt } from '../../../server/modules/campaigns/rounds/calling-clock';
import { campaignPort } from '../../../server/modules/campaigns/rounds/campaign-port';
import { EARLIER_TRY_NOT_DIALLED } from '../../../server/modules/campaigns/rounds/pre-dial-check';
import { dispatchCall } from '../../../server/voice/retell/dispatch-call.job';
import { startRetellFake } from '../../fakes/retell-fake';
import { callsOf, runPlannedRounds } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { contactNumber, importList, realModeAccount } from './real-call-fixtures';

const KEY = 'retell-not-placed-record-key';
const fake = await startRetellFake([KEY]);
afterAll(() => fake.close());
// The app's own pool, as the app builds it: connected as the application's role (migration 0075).
const ctx = await createTestContext({
  VOICE_PROVIDER: 'retell',
  RETELL_BASE_URL: fake.url,
  DIALER_CALL_DURATION_MS: '600000',
  DATABASE_APP_USER: 'stormdialer_app',
});
const { url } = await startTestServer(ctx);

/** A real-mode account with one contact's call claimed at 13:00 in Dallas, not yet dispatched. */
async function claimedCall(label: string) {
  const a = await realModeAccount(ctx, fake, url, label, KEY);
  const list = await importList(ctx, a.user.accountId, 1);
  ctx.callingClock = callingClockStartingAt(new Date('2026-03-10T18:00:05Z'));
  await a.caller.dialer.start({ listId: list.id });
  await runPlannedRounds(ctx);
  const [call] = await callsOf(ctx, list.id);
  return { accountId: a.user.accountId, callId: call!.id };
}

async function dispatchFailingWith(callId: string, status: number, message: string, tries = 1) {
  fake.failWith(status, { error_message: message });
  try {
    await dispatchCall(ctx, campaignPort(ctx), { callId, try: tries });
  } finally {
    fake.failWith(null);
  }
}

const recordsOf = (callId: string) =>
  ctx.db
    .selectFrom('dial_records')
    .select(['decision', 'refused_reason', 'number_count', 'zones'])
    .where('call_id', '=', callId)
    .orderBy('seq')
    .execute();

const callOf = (callId: string) =>
  ctx.db
    .selectFrom('calls')
    .select(['state', 'not_placed_reason', 'provider_call_id'])
    .where('id', '=', callId)
    .executeTakeFirstOrThrow();

describe('a placed dial record the provider never dialled', () => {
  it('is followed by a not-placed record with the reason when Retell refuses the call', async () => {
    const { callId } = await claimedCall('refused-by-retell');
    await dispatchFailingWith(callId, 422, 'from_number is not owned by this account');

    const call = await callOf(callId);
    expect(call).toMatchObject({ state: 'not-placed', provider_call_id: null });
    const zones = [{ zone: 'America/Chicago', local: '2026-03-10 13:00 Tue' }];
    expect(await recordsOf(callId)).toEqual([
      { decision: 'placed', refused_reason: null, number_count: 1, zones },
      { decision: 'not-placed', refused_reason: call.not_placed_reason, number_count: 1, zones },
    ]);
    expect(call.not_placed_reason).toContain('from_number is not owned by this account');
  });

  it('is closed by the retry that finds no call at Retell, which then places the call', async () => {
    const { accountId, callId } = await claimedCall('retried');
    await dispatchFailingWith(callId, 503, 'Service unavailable');
    expect((await recordsOf(callId)).map((r) => r.decision)).toEqual(['placed']);

    await dispatchCall(ctx, campaignPort(ctx), { callId, try: 2 });

    expect((await callOf(callId)).provider_call_id).not.toBeNull();
    expect(
      (await recordsOf(callId)).map((r) => [r.decision, r.refused_reason, r.number_count]),
    ).toEqual([
      ['placed', null, 1],
      ['not-placed', EARLIER_TRY_NOT_DIALLED, 1],
      ['placed', null, 1],
    ]);
    const report = await verifyRecords(ctx.db, mkdtempSync(join(tmpdir(), 'anchors-')));
    expect(report.findings.filter((f) => f.accountId === accountId)).toEqual([]);
  });

  it('stays the last word when the retry finds the call Retell created after all', async () => {
    const { callId } = await claimedCall('found-on-retry');
    // Retell creates the call but its answer is lost: the retry asks list-calls and finds it.
    fake.scenarios.set(contactNumber(1), 'lost-answer');
    try {
      await dispatchCall(ctx, campaignPort(ctx), { callId, try: 1 });
      await dispatchCall(ctx, campaignPort(ctx), { callId, try: 2 });
    } finally {
      fake.scenarios.delete(contactNumber(1));
    }

    expect((await callOf(callId)).provider_call_id).not.toBeNull();
    expect((await recordsOf(callId)).map((r) => r.decision)).toEqual(['placed']);
  });
});
