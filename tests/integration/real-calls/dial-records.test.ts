import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { callingClockStartingAt } from '../../../server/modules/campaigns/rounds/calling-clock';
import { campaignPort } from '../../../server/modules/campaigns/rounds/campaign-port';
import { STATE_RULES_VERSION } from '../../../server/modules/campaigns/rounds/dial-records';
import { dispatchCall } from '../../../server/voice/retell/dispatch-call.job';
import { startRetellFake } from '../../fakes/retell-fake';
import { callsOf, runPlannedRounds } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { importList, realModeAccount } from './real-call-fixtures';

const KEY = 'retell-dial-records-key';
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

/** The database error a statement failed with (fails the test if it succeeded). */
async function rejection(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof Error)) throw new Error('expected the statement to fail');
  return error;
}

describe('the dial record', () => {
  it('keeps each dial decision with what it relied on; the app cannot update, delete or unguard it', async () => {
    const a = await realModeAccount(ctx, fake, url, 'records', KEY);
    const list = await importList(ctx, a.user.accountId, 1);
    // Tuesday 10 March 2026, 13:00:05 in Dallas (CDT).
    ctx.callingClock = callingClockStartingAt(new Date('2026-03-10T18:00:05Z'));
    await a.caller.dialer.start({ listId: list.id });
    await runPlannedRounds(ctx);
    const [call] = await callsOf(ctx, list.id);
    // The round's check records only refusals under Retell: the dispatch's check places the call.
    expect(await ctx.db.selectFrom('dial_records').selectAll().execute()).toEqual([]);
    await dispatchCall(ctx, campaignPort(ctx), { callId: call!.id, try: 1 });

    const records = await ctx.db.selectFrom('dial_records').selectAll().execute();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      account_id: a.user.accountId,
      call_id: call!.id,
      decision: 'placed',
      refused_reason: null,
      started_by: a.user.id,
      phone_number: '+12142000001',
      zones: [{ zone: 'America/Chicago', local: '2026-03-10 13:00 Tue' }],
      schedule: {
        start: '08:00',
        end: '21:00',
        days: [1, 2, 3, 4, 5, 6],
        skipFederalHolidays: true,
      },
      rule_versions: {
        state_rules: STATE_RULES_VERSION,
        calling_clock_at: expect.stringMatching(/^2026-03-10T18:00:0/),
      },
      consent_basis: 'consent claimed by source not given, no written evidence, date not given',
      number_count: 1,
      number_cap: 3,
      agent_id: a.agentId,
    });
    const consent = await ctx.db
      .selectFrom('consent_records')
      .select('event_id')
      .where('account_id', '=', a.user.accountId)
      .where('phone_number', '=', '+12142000001')
      .executeTakeFirstOrThrow();
    const agent = await ctx.db
      .selectFrom('voice_agents')
      .select('retell_agent_version')
      .where('id', '=', a.agentId)
      .executeTakeFirstOrThrow();
    expect(records[0]).toMatchObject({
      consent_event_id: Number(consent.event_id),
      dnc_checks: [
        {
          list: 'account do-not-call list',
          checked_at: records[0]!.dnc_checked_at.toISOString(),
          numbers: 0,
          latest_added_at: null,
        },
      ],
      agent_version: agent.retell_agent_version,
      disclosure_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      seq: 1,
    });
    expect(consent.event_id).not.toBeNull();
    expect(records[0]!.state_rules).toContain('TX: ');
    expect(records[0]!.dnc_checked_at).toBeInstanceOf(Date);

    const { rows } = await sql<{ who: string }>`select current_user as who`.execute(ctx.db);
    expect(rows[0]!.who).toBe('stormdialer_app');
    const changed = await rejection(
      ctx.db.updateTable('dial_records').set({ phone_number: '+19995550000' }).execute(),
    );
    expect(changed.message).toBe('permission denied for table dial_records');
    const deleted = await rejection(ctx.db.deleteFrom('dial_records').execute());
    expect(deleted.message).toBe('permission denied for table dial_records');
    const unguarded = await rejection(
      sql`alter table dial_records disable trigger dial_records_append_only`.execute(ctx.db),
    );
    expect(unguarded.message).toBe('must be owner of table dial_records');
    const truncated = await rejection(sql`truncate dial_records`.execute(ctx.db));
    expect(truncated.message).toBe('permission denied for table dial_records');
    expect(await ctx.db.selectFrom('dial_records').select('phone_number').execute()).toEqual([
      { phone_number: '+12142000001' },
    ]);

    // Deleting an account's records goes through the one function that runs as the owner.
    const { rows: purged } = await sql<{ n: number }>`
      select delete_account_dial_records(${a.user.accountId}::uuid) as n`.execute(ctx.db);
    expect(purged[0]!.n).toBe(1);
  });
});
