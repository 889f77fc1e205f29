import { describe, expect, it } from 'vitest';
import { importList, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { firstContactId, insertCall, insertManyCalls } from './call-log-fixtures';

const ctx = await createTestContext();

const at = (iso: string) => new Date(iso);

describe('call log rows', () => {
  it('show every placed attempt of the account, newest first, with the display rules', async () => {
    const { user, caller } = await signedInUser(ctx);
    const other = await signedInUser(ctx, 'other');
    const list = await importList(ctx, user.accountId, 2);
    const contactId = await firstContactId(ctx, list.id);
    const agent = await caller.agents.create({ agent: { name: 'Roof Pro' } });

    const simulated = await insertCall(ctx, user.accountId, {
      listId: list.id,
      contactId,
      voiceAgentId: agent.id,
      outcome: 'Completed',
      startedAt: at('2026-11-20T10:00:00.000Z'),
      endedAt: at('2026-11-20T10:01:05.400Z'),
    });
    const test = await insertCall(ctx, user.accountId, {
      provider: 'retell',
      outcome: 'Dial No Answer',
      startedAt: at('2026-11-20T11:00:00Z'),
      endedAt: at('2026-11-20T11:00:30Z'),
      toNumber: '+12145550102',
    });
    const live = await insertCall(ctx, user.accountId, {
      listId: list.id,
      contactId,
      attempt: 2,
      state: 'awaiting-analysis',
      provider: 'retell',
      durationMs: 125_000,
      startedAt: at('2026-11-20T12:00:00Z'),
    });
    await insertCall(ctx, user.accountId, {
      listId: list.id,
      contactId,
      attempt: 3,
      state: 'not-placed',
      startedAt: at('2026-11-20T13:00:00Z'),
    });
    await insertCall(ctx, other.user.accountId, { outcome: 'Completed' });

    const page = await caller.callLogs.page({});
    expect(page.nextCursor).toBeNull();
    expect(page.rows).toEqual([
      {
        id: live,
        startedAt: '2026-11-20T12:00:00.000Z',
        firstName: 'Name1',
        phoneNumber: '+12142000001',
        agentName: null,
        durationMs: 125_000,
        outcome: null,
        simulated: false,
        direction: 'outbound',
      },
      {
        id: test,
        startedAt: '2026-11-20T11:00:00.000Z',
        firstName: null,
        phoneNumber: '+12145550102',
        agentName: null,
        // A real call without a reported duration has none ('N/A').
        durationMs: null,
        outcome: 'Dial No Answer',
        simulated: false,
        direction: 'outbound',
      },
      {
        id: simulated,
        startedAt: '2026-11-20T10:00:00.000Z',
        firstName: 'Name1',
        phoneNumber: '+12142000001',
        agentName: 'Roof Pro',
        // A simulated call's duration runs from its start to its end.
        durationMs: 65_400,
        outcome: 'Completed',
        simulated: true,
        direction: 'outbound',
      },
    ]);
  });

  it('filter by list, status, agent and date range', async () => {
    const { user, caller } = await signedInUser(ctx);
    const list = await importList(ctx, user.accountId, 1);
    const contactId = await firstContactId(ctx, list.id);
    const agent = await caller.agents.create({ agent: { name: 'Filter agent' } });
    const inList = await insertCall(ctx, user.accountId, {
      listId: list.id,
      contactId,
      voiceAgentId: agent.id,
      outcome: 'Answered',
      startedAt: at('2026-11-18T09:00:00Z'),
    });
    const running = await insertCall(ctx, user.accountId, {
      state: 'in-progress',
      startedAt: at('2026-11-19T09:00:00Z'),
    });
    const voicemail = await insertCall(ctx, user.accountId, {
      outcome: 'Reached Voicemail',
      startedAt: at('2026-11-20T09:00:00Z'),
    });
    const realCall = await insertCall(ctx, user.accountId, {
      provider: 'retell',
      outcome: 'Completed',
      startedAt: at('2026-11-17T09:00:00Z'),
    });
    const ids = async (filters: Parameters<typeof caller.callLogs.page>[0]['filters']) =>
      (await caller.callLogs.page({ filters })).rows.map((row) => row.id);

    expect(await ids({ listId: list.id })).toEqual([inList]);
    expect(await ids({ status: 'In Progress' })).toEqual([running]);
    expect(await ids({ status: 'Reached Voicemail' })).toEqual([voicemail]);
    expect(await ids({ agentId: agent.id })).toEqual([inList]);
    expect(await ids({ agentId: 'none' })).toEqual([voicemail, running, realCall]);
    expect(await ids({ kind: 'real' })).toEqual([realCall]);
    expect(await ids({ kind: 'simulated' })).toEqual([voicemail, running, inList]);
    expect(await ids({ from: '2026-11-19T00:00:00.000Z', to: '2026-11-20T00:00:00.000Z' })).toEqual(
      [running],
    );
    await expect(
      caller.callLogs.page({
        filters: { from: '2026-11-20T00:00:00.000Z', to: '2026-11-19T00:00:00.000Z' },
      }),
    ).rejects.toThrow('The start of the range must come before its end');
  });

  it('page by keyset, stable while new calls arrive', async () => {
    const { user, caller } = await signedInUser(ctx);
    await insertManyCalls(ctx, user.accountId, 60, at('2026-11-20T10:00:00Z'));
    // Two calls sharing a start instant (ties are broken by id).
    await insertCall(ctx, user.accountId, {
      outcome: 'Completed',
      startedAt: at('2026-11-20T09:59:00.5Z'),
    });
    await insertCall(ctx, user.accountId, {
      outcome: 'Completed',
      startedAt: at('2026-11-20T09:59:00.5Z'),
    });

    const first = await caller.callLogs.page({ limit: 25 });
    expect(first.rows).toHaveLength(25);
    // New calls arrive between pages; the next pages neither repeat nor skip a row.
    for (let i = 0; i < 5; i++) {
      await insertCall(ctx, user.accountId, { state: 'in-progress' });
    }
    const second = await caller.callLogs.page({ limit: 25, cursor: first.nextCursor });
    const third = await caller.callLogs.page({ limit: 25, cursor: second.nextCursor });
    expect(third.nextCursor).toBeNull();
    const seen = [...first.rows, ...second.rows, ...third.rows].map((row) => row.id);
    expect(seen).toHaveLength(62);
    expect(new Set(seen).size).toBe(62);
    const starts = [...first.rows, ...second.rows, ...third.rows].map((row) => row.startedAt);
    expect([...starts].sort().reverse()).toEqual(starts);

    // Refreshing the first page shows the new calls on top.
    const fresh = await caller.callLogs.page({ limit: 25 });
    expect(fresh.rows.slice(0, 5).every((row) => row.outcome === null)).toBe(true);
  });

  it('refuses a cursor that names no instant', async () => {
    const { caller } = await signedInUser(ctx);
    await expect(
      caller.callLogs.page({
        cursor: '2026-02-31 10:00:00+00|00000000-0000-4000-8000-000000000000',
      }),
    ).rejects.toThrow('This page of call logs no longer exists. Please start from the first page.');
    await expect(caller.callLogs.page({ cursor: 'garbage' })).rejects.toThrow(
      'This page of call logs no longer exists. Please start from the first page.',
    );
  });

  it('details show one call of the account and nobody else’s', async () => {
    const { user, caller } = await signedInUser(ctx);
    const other = await signedInUser(ctx, 'other');
    const callId = await insertCall(ctx, user.accountId, {
      provider: 'retell',
      outcome: 'Completed',
      durationMs: 42_000,
      costCents: 37,
      disconnectionReason: 'user_hangup',
      recordingUrl: 'https://recordings.example/one.wav',
    });
    await ctx.db
      .updateTable('calls')
      .set({ transcript: 'Agent: Hello', summary: 'Booked', sentiment: 'Positive' })
      .where('id', '=', callId)
      .execute();
    const details = await caller.callLogs.details({ callId });
    expect(details).toMatchObject({
      id: callId,
      listName: null,
      attempt: 1,
      durationMs: 42_000,
      costCents: 37,
      disconnectionReason: 'user_hangup',
      transcript: 'Agent: Hello',
      summary: 'Booked',
      sentiment: 'Positive',
      hasRecording: true,
      simulated: false,
    });
    expect(JSON.stringify(details)).not.toContain('recordings.example');
    await expect(other.caller.callLogs.details({ callId })).rejects.toThrow('Unknown call');
  });
});
