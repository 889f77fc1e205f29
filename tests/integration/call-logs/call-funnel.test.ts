import { describe, expect, it } from 'vitest';
import { rawFunnel } from '../../../server/modules/call-logs/funnel-rollups.repository';
import { recordOutcome } from '../../../server/modules/campaigns/outcomes/record-outcome.service';
import type { CallOutcome } from '../../../shared/dialer/contact-status';
import { callsOf, importList, runPlannedRounds, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { insertCall } from './call-log-fixtures';

// No workers: calls are placed by running a round by hand and ended through recordOutcome.
const ctx = await createTestContext({ DIALER_CALL_DURATION_MS: '600000' });

type Facts = {
  agent: boolean;
  zone: string | null;
  startedAt: string;
  provider: 'simulated' | 'retell';
  durationMs: number | null;
  cost: number | null;
  outcome: CallOutcome;
};

// 2026-11-16 is a Monday. Slots are (weekday − 1) × 24 + the contact's local hour.
const FIXTURE: Facts[] = [
  // Mon 9:05 in Chicago (slot 9): a conversation of 2 min, booked below
  {
    agent: true,
    zone: 'America/Chicago',
    startedAt: '2026-11-16T15:05:00Z',
    provider: 'retell',
    durationMs: 120_000,
    cost: 30,
    outcome: 'Completed',
  },
  // Mon 10:20 in New York (slot 10): connected, but 20 s is no conversation
  {
    agent: true,
    zone: 'America/New_York',
    startedAt: '2026-11-16T15:20:00Z',
    provider: 'retell',
    durationMs: 20_000,
    cost: 10,
    outcome: 'Answered',
  },
  // Tue 14:00 in Chicago (slot 38): voicemail
  {
    agent: true,
    zone: 'America/Chicago',
    startedAt: '2026-11-17T20:00:00Z',
    provider: 'retell',
    durationMs: 15_000,
    cost: 5,
    outcome: 'Reached Voicemail',
  },
  // No known zone: counted, not on the map
  {
    agent: false,
    zone: null,
    startedAt: '2026-11-17T21:00:00Z',
    provider: 'retell',
    durationMs: null,
    cost: null,
    outcome: 'Dial No Answer',
  },
  // Simulated, Wed 9:00 in Chicago (slot 57): 40 s from its times
  {
    agent: false,
    zone: 'America/Chicago',
    startedAt: '2026-11-18T15:00:00Z',
    provider: 'simulated',
    durationMs: null,
    cost: null,
    outcome: 'Completed',
  },
];

async function buildFixture() {
  const { user, caller } = await signedInUser(ctx);
  const agent = await caller.agents.create({ agent: { name: 'Funnel agent' } });
  const list = await importList(ctx, user.accountId, 5);
  await caller.dialer.start({ listId: list.id });
  expect(await runPlannedRounds(ctx)).toBe(5);
  const calls = await callsOf(ctx, list.id);
  for (const [i, facts] of FIXTURE.entries()) {
    const call = calls[i]!;
    const started = new Date(facts.startedAt);
    await ctx.db
      .updateTable('contacts')
      .set({ time_zones: facts.zone ? [facts.zone] : null })
      .where('id', '=', call.contact_id)
      .execute();
    await ctx.db
      .updateTable('calls')
      .set({
        voice_agent_id: facts.agent ? agent.id : null,
        provider: facts.provider,
        started_at: started,
        ended_at: new Date(started.getTime() + (facts.durationMs ?? 40_000)),
        duration_ms: facts.durationMs,
        cost_cents: facts.cost,
      })
      .where('id', '=', call.id)
      .execute();
    expect(await recordOutcome(ctx, call.id, facts.outcome)).toBe('recorded');
  }
  const appointment = await ctx.db
    .insertInto('appointments')
    .values({
      account_id: user.accountId,
      source: 'app',
      status: 'confirmed',
      title: 'Roof inspection',
      client_name: 'Booked homeowner',
      start_time: new Date('2026-11-20T15:00:00Z'),
      end_time: new Date('2026-11-20T16:00:00Z'),
      call_id: calls[0]!.id,
      contact_id: calls[0]!.contact_id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    user,
    caller,
    agentId: agent.id,
    listId: list.id,
    callIds: calls.map((c) => c.id),
    appointmentId: appointment.id,
  };
}

const world = await buildFixture();

describe('analytics from dial to booking', () => {
  it('shows an account only its own calls', async () => {
    const other = await signedInUser(ctx, 'other');
    const callId = await insertCall(ctx, other.user.accountId, {
      state: 'in-progress',
      startedAt: new Date('2026-11-16T15:00:00Z'),
    });
    expect(await recordOutcome(ctx, callId, 'Completed')).toBe('recorded');
    const theirs = await other.caller.callLogs.funnel({ scopes: [{}] });
    expect(theirs.scopes[0]).toMatchObject({ dialled: 1, connected: 1, booked: 0 });
    const ours = await world.caller.callLogs.funnel({ scopes: [{}], includeSimulated: true });
    expect(ours.scopes[0]).toMatchObject({ dialled: 5, booked: 1 });
  });

  it('counts a callback apart: not a dial, though its cost and its booking count', async () => {
    const owner = await signedInUser(ctx, 'callbacks');
    const startedAt = new Date('2026-11-16T15:00:00Z');
    const dialled = await insertCall(ctx, owner.user.accountId, {
      state: 'in-progress',
      provider: 'retell',
      startedAt,
      costCents: 10,
    });
    const callback = await insertCall(ctx, owner.user.accountId, {
      state: 'in-progress',
      provider: 'retell',
      startedAt,
      costCents: 25,
      attempt: 0,
      direction: 'inbound',
      fromNumber: '+12145550101',
    });
    expect(await recordOutcome(ctx, dialled, 'Dial No Answer')).toBe('recorded');
    // A callback ends through the same path; it moves no contact, so it reads as 'ignored'.
    await recordOutcome(ctx, callback, 'Completed');
    const ended = await ctx.db
      .selectFrom('calls')
      .select(['state', 'outcome'])
      .where('id', '=', callback)
      .executeTakeFirstOrThrow();
    expect(ended).toEqual({ state: 'ended', outcome: 'Completed' });
    await ctx.db
      .insertInto('appointments')
      .values({
        account_id: owner.user.accountId,
        source: 'app',
        status: 'confirmed',
        title: 'Roof inspection',
        client_name: 'Called back',
        start_time: new Date('2026-11-20T15:00:00Z'),
        end_time: new Date('2026-11-20T16:00:00Z'),
        call_id: callback,
      })
      .execute();
    const funnel = await owner.caller.callLogs.funnel({ scopes: [{}] });
    expect(funnel.scopes[0]).toMatchObject({
      dialled: 1,
      connected: 0,
      conversations: 0,
      callbacks: 1,
      booked: 1,
      cost: 0.35,
    });
    expect(funnel.scopes[0]!.perDay[0]).toMatchObject({ completed: 0, noAnswer: 1 });
    expect(
      await rawFunnel(ctx.db, { accountId: owner.user.accountId, withSimulated: false }),
    ).toMatchObject({ dialled: 1, connected: 0, callbacks: 1, booked: 1, cost_cents_sum: 35 });
  });

  it('counts the funnel, rates and cost per booking over real calls once they exist', async () => {
    const funnel = await world.caller.callLogs.funnel({ scopes: [{}], timeZone: 'UTC' });
    expect(funnel.simulated).toEqual({ included: false, realCallsExist: true });
    expect(funnel.scopes[0]).toMatchObject({
      dialled: 4,
      connected: 2,
      conversations: 1,
      booked: 1,
      cost: 0.45,
      connectRate: 50,
      bookedRate: 25,
      costPerBooking: 0.45,
      unplaced: 1,
    });
    expect(funnel.scopes[0]!.perDay).toEqual([
      {
        day: '2026-11-16',
        completed: 1,
        noAnswer: 0,
        voicemail: 0,
        answered: 1,
        invalid: 0,
        booked: 1,
      },
      {
        day: '2026-11-17',
        completed: 0,
        noAnswer: 1,
        voicemail: 1,
        answered: 0,
        invalid: 0,
        booked: 0,
      },
    ]);
  });

  it("maps the best hours in each contact's local time", async () => {
    const funnel = await world.caller.callLogs.funnel({
      scopes: [{}],
      timeZone: 'UTC',
      includeSimulated: true,
    });
    expect(funnel.scopes[0]!.heatMap).toEqual([
      { weekday: 0, hour: 9, dialled: 1, connected: 1, booked: 1 },
      { weekday: 0, hour: 10, dialled: 1, connected: 1, booked: 0 },
      { weekday: 1, hour: 14, dialled: 1, connected: 0, booked: 0 },
      { weekday: 2, hour: 9, dialled: 1, connected: 1, booked: 0 },
    ]);
    expect(funnel.scopes[0]).toMatchObject({ dialled: 5, connected: 3, conversations: 2 });
  });

  it('compares two sets of filters side by side (agent, list, date)', async () => {
    const funnel = await world.caller.callLogs.funnel({
      scopes: [
        { agentId: world.agentId, listId: world.listId },
        { agentId: 'none', from: '2026-11-17T00:00:00Z', to: '2026-11-18T00:00:00Z' },
      ],
      includeSimulated: true,
    });
    expect(funnel.scopes[0]).toMatchObject({ dialled: 3, connected: 2, booked: 1 });
    expect(funnel.scopes[1]).toMatchObject({ dialled: 1, connected: 0, booked: 0 });
    const outside = await world.caller.callLogs.funnel({ scopes: [{ listId: 'none' }] });
    expect(outside.scopes[0]).toMatchObject({
      dialled: 0,
      connectRate: null,
      costPerBooking: null,
    });
  });

  it('agrees with the call rows for every kind of slice', async () => {
    const scopes = [
      {},
      { agentId: world.agentId },
      { agentId: 'none' },
      { listId: world.listId },
      { listId: world.listId, agentId: world.agentId, from: '2026-11-17T00:00:00Z' },
    ];
    const funnel = await world.caller.callLogs.funnel({
      scopes: scopes.slice(0, 2),
      includeSimulated: true,
    });
    for (const scope of scopes) {
      const raw = await rawFunnel(ctx.db, {
        ...scope,
        accountId: world.user.accountId,
        withSimulated: true,
      });
      const [rolled] = (
        await world.caller.callLogs.funnel({ scopes: [scope], includeSimulated: true })
      ).scopes;
      expect(rolled).toMatchObject({
        dialled: raw.dialled,
        connected: raw.connected,
        conversations: raw.conversations,
        booked: raw.booked,
        cost: raw.cost_cents_sum / 100,
      });
    }
    expect(funnel.scopes).toHaveLength(2);
  });

  it('moves a booking with its appointment and drops it when the appointment goes', async () => {
    await ctx.db
      .updateTable('appointments')
      .set({ call_id: world.callIds[1]! })
      .where('id', '=', world.appointmentId)
      .execute();
    let map = (await world.caller.callLogs.funnel({ scopes: [{}] })).scopes[0]!.heatMap;
    expect(map.filter((cell) => cell.booked > 0)).toEqual([
      { weekday: 0, hour: 10, dialled: 1, connected: 1, booked: 1 },
    ]);
    await ctx.db.deleteFrom('appointments').where('id', '=', world.appointmentId).execute();
    const funnel = await world.caller.callLogs.funnel({ scopes: [{}] });
    expect(funnel.scopes[0]).toMatchObject({ booked: 0, bookedRate: 0, costPerBooking: null });
    map = funnel.scopes[0]!.heatMap;
    expect(map.every((cell) => cell.booked === 0)).toBe(true);
  });

  it('refuses a third set of filters and a range that ends before it starts', async () => {
    await expect(world.caller.callLogs.funnel({ scopes: [{}, {}, {}] })).rejects.toThrow(
      'Compare at most 2 sets of filters',
    );
    await expect(
      world.caller.callLogs.funnel({
        scopes: [{ from: '2026-11-18T00:00:00Z', to: '2026-11-17T00:00:00Z' }],
      }),
    ).rejects.toThrow('The start of the range must come before its end');
  });
});
