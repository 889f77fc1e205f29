import { describe, expect, it } from 'vitest';
import { rawTotals, rollupTotals } from '../../../server/modules/call-logs/call-rollups.repository';
import { recordOutcome } from '../../../server/modules/campaigns/outcomes/record-outcome.service';
import type { CallOutcome } from '../../../shared/dialer/contact-status';
import { callsOf, importList, runPlannedRounds, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { insertCall } from './call-log-fixtures';

// No workers: calls are placed by running a round by hand and ended through recordOutcome.
const ctx = await createTestContext({ DIALER_CALL_DURATION_MS: '600000' });

type Facts = {
  agent: boolean;
  startedAt: string;
  provider: 'simulated' | 'retell';
  /** Simulated calls report none: their duration runs from start to end. */
  durationMs: number | null;
  endedAfterMs: number;
  latency: number | null;
  cost: number | null;
  reason: string | null;
  successful: boolean | null;
  outcome: CallOutcome;
};

// Hand-computed below: six calls over three UTC hours, two days.
const FIXTURE: Facts[] = [
  // success: simulated Completed; duration 30 s from its times
  {
    agent: true,
    startedAt: '2026-11-20T10:05:00Z',
    provider: 'simulated',
    durationMs: null,
    endedAfterMs: 30_000,
    latency: null,
    cost: null,
    reason: null,
    successful: null,
    outcome: 'Completed',
  },
  // success: the user hung up
  {
    agent: true,
    startedAt: '2026-11-20T10:20:00Z',
    provider: 'retell',
    durationMs: 60_000,
    endedAfterMs: 61_000,
    latency: 800,
    cost: 12,
    reason: 'user_hangup',
    successful: false,
    outcome: 'Answered',
  },
  // not a success
  {
    agent: true,
    startedAt: '2026-11-20T15:01:00Z',
    provider: 'retell',
    durationMs: 90_000,
    endedAfterMs: 91_000,
    latency: 1000,
    cost: 20,
    reason: 'voicemail_reached',
    successful: false,
    outcome: 'Reached Voicemail',
  },
  // not a success; no duration reported
  {
    agent: false,
    startedAt: '2026-11-20T15:30:00Z',
    provider: 'retell',
    durationMs: null,
    endedAfterMs: 20_000,
    latency: null,
    cost: null,
    reason: 'dial_no_answer',
    successful: null,
    outcome: 'Dial No Answer',
  },
  // success: the analysis said so
  {
    agent: false,
    startedAt: '2026-11-21T09:10:00Z',
    provider: 'retell',
    durationMs: 45_000,
    endedAfterMs: 46_000,
    latency: 600,
    cost: 9,
    reason: 'inactivity',
    successful: true,
    outcome: 'Completed',
  },
  // a test call (no list): simulated Dial No Answer, 15 s, not a success
  {
    agent: false,
    startedAt: '2026-11-21T09:40:00Z',
    provider: 'simulated',
    durationMs: null,
    endedAfterMs: 15_000,
    latency: null,
    cost: null,
    reason: null,
    successful: null,
    outcome: 'Dial No Answer',
  },
];

async function buildFixture() {
  const { user, caller } = await signedInUser(ctx);
  const agent = await caller.agents.create({ agent: { name: 'Analytics agent' } });
  const list = await importList(ctx, user.accountId, 5);
  await caller.dialer.start({ listId: list.id });
  expect(await runPlannedRounds(ctx)).toBe(5);
  const callIds = (await callsOf(ctx, list.id)).map((call) => call.id);
  callIds.push(await insertCall(ctx, user.accountId, { state: 'in-progress' }));
  for (const [i, facts] of FIXTURE.entries()) {
    const started = new Date(facts.startedAt);
    await ctx.db
      .updateTable('calls')
      .set({
        voice_agent_id: facts.agent ? agent.id : null,
        provider: facts.provider,
        started_at: started,
        ended_at: new Date(started.getTime() + facts.endedAfterMs),
        duration_ms: facts.durationMs,
        latency_p50_ms: facts.latency,
        cost_cents: facts.cost,
        disconnection_reason: facts.reason,
        call_successful: facts.successful,
      })
      .where('id', '=', callIds[i]!)
      .execute();
    expect(await recordOutcome(ctx, callIds[i]!, facts.outcome)).toBe('recorded');
  }
  // A repeated report changes nothing.
  expect(await recordOutcome(ctx, callIds[0]!, 'Answered')).toBe('ignored');
  return { user, caller, agentId: agent.id };
}

const world = await buildFixture();

describe('analytics', () => {
  it('computes spec 7.7 over every call of the account', async () => {
    const analytics = await world.caller.callLogs.analytics({
      timeZone: 'UTC',
      includeSimulated: true,
    });
    expect(analytics).toMatchObject({
      totalCalls: 6,
      // (30 + 60 + 90 + 45 + 15) / 5 calls with a duration
      averageDuration: 48,
      // (800 + 1000 + 600) / 3
      averageLatency: 800,
      // success is judged on the 4 real calls only (simulated ones carry no judgement): 2 of 4
      successRate: 50,
      totalCost: 0.41,
    });
    expect(analytics.perDay).toEqual([
      { day: '2026-11-20', outcome: 'Answered', calls: 1 },
      { day: '2026-11-20', outcome: 'Completed', calls: 1 },
      { day: '2026-11-20', outcome: 'Dial No Answer', calls: 1 },
      { day: '2026-11-20', outcome: 'Reached Voicemail', calls: 1 },
      { day: '2026-11-21', outcome: 'Completed', calls: 1 },
      { day: '2026-11-21', outcome: 'Dial No Answer', calls: 1 },
    ]);
  });

  it('filters by agent, Direct Call and date range', async () => {
    const byAgent = await world.caller.callLogs.analytics({
      agentId: world.agentId,
      includeSimulated: true,
    });
    expect(byAgent).toMatchObject({
      totalCalls: 3,
      averageDuration: 60,
      averageLatency: 900,
      totalCost: 0.32,
    });
    // the agent's 2 real calls: the user hung up (a success), voicemail (not)
    expect(byAgent.successRate).toBe(50);
    const direct = await world.caller.callLogs.analytics({
      agentId: 'none',
      includeSimulated: true,
    });
    expect(direct).toMatchObject({
      totalCalls: 3,
      averageDuration: 30,
      averageLatency: 600,
      totalCost: 0.09,
    });
    // the 2 real Direct Calls: no answer (not), the analysis said so (a success)
    expect(direct.successRate).toBe(50);
    const range = await world.caller.callLogs.analytics({
      from: '2026-11-20T12:00:00.000Z',
      to: '2026-11-21T00:00:00.000Z',
      includeSimulated: true,
    });
    expect(range).toMatchObject({
      totalCalls: 2,
      averageDuration: 90,
      averageLatency: 1000,
      successRate: 0,
      totalCost: 0.2,
    });
  });

  it('groups calls by the viewer’s days', async () => {
    const tokyo = await world.caller.callLogs.analytics({
      timeZone: 'Asia/Tokyo',
      includeSimulated: true,
    });
    expect(tokyo.perDay).toEqual([
      { day: '2026-11-20', outcome: 'Answered', calls: 1 },
      { day: '2026-11-20', outcome: 'Completed', calls: 1 },
      { day: '2026-11-21', outcome: 'Completed', calls: 1 },
      { day: '2026-11-21', outcome: 'Dial No Answer', calls: 2 },
      { day: '2026-11-21', outcome: 'Reached Voicemail', calls: 1 },
    ]);
  });

  it('leaves simulated calls out by default once real calls exist, and says so', async () => {
    const analytics = await world.caller.callLogs.analytics({ timeZone: 'UTC' });
    expect(analytics).toMatchObject({
      totalCalls: 4,
      // (60 + 90 + 45) / 3 real calls with a duration
      averageDuration: 65,
      averageLatency: 800,
      // the user hung up, the analysis said so: 2 of 4
      successRate: 50,
      totalCost: 0.41,
      simulated: { included: false, realCallsExist: true },
    });
    expect(analytics.perDay).toEqual([
      { day: '2026-11-20', outcome: 'Answered', calls: 1 },
      { day: '2026-11-20', outcome: 'Dial No Answer', calls: 1 },
      { day: '2026-11-20', outcome: 'Reached Voicemail', calls: 1 },
      { day: '2026-11-21', outcome: 'Completed', calls: 1 },
    ]);
  });

  it('counts simulated calls while the account has no real call', async () => {
    const trial = await signedInUser(ctx, 'trial');
    await insertCall(ctx, trial.user.accountId, { state: 'in-progress' });
    const [callId] = await ctx.db
      .selectFrom('calls')
      .select('id')
      .where('account_id', '=', trial.user.accountId)
      .execute();
    expect(await recordOutcome(ctx, callId!.id, 'Completed')).toBe('recorded');
    expect(await trial.caller.callLogs.analytics({})).toMatchObject({
      totalCalls: 1,
      // A simulated call carries no provider's judgement: no success rate to give.
      successRate: null,
      simulated: { included: true, realCallsExist: false },
    });
    expect(await trial.caller.callLogs.analytics({ includeSimulated: false })).toMatchObject({
      totalCalls: 0,
      simulated: { included: false, realCallsExist: false },
    });
  });

  it('gives Success Rate (spec 7.7, real calls only) and Connect rate (answered dials) apart', async () => {
    const { user, caller } = await signedInUser(ctx, 'two-rates');
    const ended = async (values: Parameters<typeof insertCall>[2], successful: boolean | null) => {
      const callId = await insertCall(ctx, user.accountId, { state: 'in-progress', ...values });
      await ctx.db
        .updateTable('calls')
        .set({ call_successful: successful, ended_at: new Date() })
        .where('id', '=', callId)
        .execute();
      return callId;
    };
    const calls: [string, CallOutcome][] = [
      // Talked, went silent, the analysis says no: connected, not a success.
      [await ended({ provider: 'retell', disconnectionReason: 'inactivity' }, false), 'Completed'],
      // Talked, hung up, booked: both.
      [await ended({ provider: 'retell', disconnectionReason: 'user_hangup' }, true), 'Completed'],
      // A simulated conversation: connected, but nobody judged it.
      [await ended({}, null), 'Completed'],
      [await ended({}, null), 'Dial No Answer'],
    ];
    for (const [callId, outcome] of calls) {
      expect(await recordOutcome(ctx, callId, outcome)).toBe('recorded');
    }
    const analytics = await caller.callLogs.analytics({ includeSimulated: true });
    const funnel = await caller.callLogs.funnel({ scopes: [{}], includeSimulated: true });
    expect(analytics.successRate).toBe(50);
    expect(funnel.scopes[0]!.connectRate).toBe(75);
    const real = await caller.callLogs.analytics({ includeSimulated: false });
    const realFunnel = await caller.callLogs.funnel({ scopes: [{}], includeSimulated: false });
    expect(real.successRate).toBe(50);
    expect(realFunnel.scopes[0]!.connectRate).toBe(100);
  });

  it('rollups equal a direct aggregate over the raw call rows', async () => {
    const accountId = world.user.accountId;
    const scopes = [
      { accountId },
      { accountId, agentId: world.agentId },
      { accountId, agentId: 'none' },
      { accountId, from: '2026-11-20T15:00:00.000Z' },
      { accountId, from: '2026-11-20T10:00:00.000Z', to: '2026-11-21T09:00:00.000Z' },
      { accountId, withSimulated: false },
      { accountId, agentId: 'none', withSimulated: false },
    ];
    for (const scope of scopes) {
      expect(await rollupTotals(ctx.db, scope)).toEqual(await rawTotals(ctx.db, scope));
    }
  });

  it('shows nothing of another account', async () => {
    const other = await signedInUser(ctx, 'other');
    expect(await other.caller.callLogs.analytics({})).toEqual({
      totalCalls: 0,
      averageDuration: null,
      averageLatency: null,
      successRate: null,
      totalCost: 0,
      perDay: [],
      simulated: { included: true, realCallsExist: false },
    });
  });
});
