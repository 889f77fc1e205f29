import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { sweepDialer } from '../../../server/modules/campaigns/outcomes/dialer-sweep.service';
import { JOBS } from '../../../server/queue/jobs';
import { REAL_CALL_NEEDS } from '../../../shared/dialer/real-call-readiness';
import { voiceSentence } from '../../../shared/dialer/start-preview';
import { startCalcomFake } from '../../fakes/calcom-fake';
import { startRetellFake } from '../../fakes/retell-fake';
import {
  callsOf,
  contactsOf,
  runWorkers,
  signedInUser,
  waitFor,
  waitForState,
} from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { contactNumber, importList, realModeAccount } from './real-call-fixtures';

const KEY = 'retell-real-mode-key';
const fake = await startRetellFake([KEY]);
const CALCOM_KEY = 'cal_live_real_calls';
const calcom = await startCalcomFake([CALCOM_KEY]);
fake.calcomUrl = calcom.url;
afterAll(async () => {
  await fake.close();
  await calcom.close();
});
const ctx = await createTestContext({
  VOICE_PROVIDER: 'retell',
  RETELL_BASE_URL: fake.url,
  RETELL_TIMEOUT_MS: '1000',
  RETELL_ANALYSIS_WAIT_MS: '1500',
  RETELL_RATE_LIMIT_BACKOFF_MS: '300',
  DIALER_ROUND_PAUSE_MS: '100',
  DIALER_RETRY_DELAY_UNIT_MS: '200',
  DIALER_BATCH_SIZE: '5',
});
const { url } = await startTestServer(ctx);
await runWorkers(ctx);

/** The invariant of real calls: a contact's attempts equal its placed, ended calls. */
async function attemptsMatchEndedCalls(listId: string) {
  const { rows } = await sql<{ id: number; attempts: number; ended: number }>`
    select c.id, c.attempts,
      (select count(*)::int from calls k where k.contact_id = c.id and k.state = 'ended') as ended
    from contacts c where c.list_id = ${listId}`.execute(ctx.db);
  return rows.every((row) => row.attempts === row.ended);
}

describe('real calls through Retell (against the fake)', () => {
  it('refuses to start without key, agent and caller number, naming each', async () => {
    const bare = await signedInUser(ctx, 'bare');
    const list = await importList(ctx, bare.user.accountId, 2);
    await expect(bare.caller.dialer.start({ listId: list.id })).rejects.toThrow(
      REAL_CALL_NEEDS.retellKey.message,
    );
    await expect(bare.caller.dialer.start({ listId: list.id })).rejects.toThrow(
      REAL_CALL_NEEDS.callerNumber.message,
    );
    await expect(bare.caller.dialer.start({ listId: list.id })).rejects.toThrow(
      REAL_CALL_NEEDS.voiceAgent.message,
    );
    await expect(bare.caller.dialer.start({ listId: list.id })).rejects.toThrow(
      REAL_CALL_NEEDS.businessName.message,
    );
    expect(fake.createCount()).toBe(0);
  });

  it('the start preview names the agent that will call, or says what real calls lack', async () => {
    const bare = await signedInUser(ctx, 'bare-preview');
    const list = await importList(ctx, bare.user.accountId, 1);
    const preview = await bare.caller.dialer.preview({ listId: list.id });
    expect(preview.voice).toEqual({
      agent: null,
      realCalls: true,
      missing: ['retellKey', 'voiceAgent', 'callerNumber', 'businessName'],
      disclosure: null,
    });
    expect(voiceSentence(preview.voice)).toBe(
      `Real calls cannot start: ${REAL_CALL_NEEDS.retellKey.message} ${REAL_CALL_NEEDS.voiceAgent.message} ${REAL_CALL_NEEDS.callerNumber.message} ${REAL_CALL_NEEDS.businessName.message}`,
    );
    const ready = await realModeAccount(ctx, fake, url, 'preview-ready', KEY);
    const readyList = await importList(ctx, ready.user.accountId, 1);
    const named = await ready.caller.dialer.preview({ listId: readyList.id });
    expect(voiceSentence(named.voice)).toBe('preview-ready agent makes the calls.');
  });

  it('dispatches with the agent, numbers, metadata and string dynamic variables; outcomes drive the contacts', async () => {
    const a = await realModeAccount(ctx, fake, url, 'full', KEY);
    const list = await importList(ctx, a.user.accountId, 6);
    fake.scenarios.set(contactNumber(1), 'no-answer');
    fake.scenarios.set(contactNumber(2), 'voicemail');
    fake.scenarios.set(contactNumber(3), 'booking');
    fake.scenarios.set(contactNumber(4), 'conversation');
    fake.scenarios.set(contactNumber(5), 'duplicate');
    fake.scenarios.set(contactNumber(6), 'out-of-order');
    await a.caller.campaignSettings.saveCallSettings({
      listId: list.id,
      redial: {
        maxAttempts: 2,
        retryDelayMinutes: 1,
        retryStatuses: ['Dial No Answer', 'Reached Voicemail'],
      },
    });
    await a.caller.dialer.start({ listId: list.id });
    await waitForState(ctx, list.id, ['completed'], 30_000);
    await fake.idle();

    const create = fake.requests.find(
      (r) => r.path === '/v2/create-phone-call' && r.body?.to_number === contactNumber(1),
    )!;
    const calls = await callsOf(ctx, list.id);
    const first = calls.find((call) => call.to_number === contactNumber(1))!;
    expect(create.body).toMatchObject({
      from_number: '+12145550100',
      to_number: contactNumber(1),
      override_agent_id: a.retellAgentId,
      metadata: {
        call_id: first.id,
        account_id: a.user.accountId,
        list_id: list.id,
        contact_id: String(first.contact_id),
      },
      retell_llm_dynamic_variables: {
        customer_name: 'Name1',
        agent_name: 'full agent',
        company_name: 'full Roofing',
        city: 'City1',
      },
    });
    expect(first.provider_call_id).toMatch(/^call_/);

    const statusOf = new Map(
      (await contactsOf(ctx, list.id)).map((c) => [
        c.phone_number,
        { status: c.status, attempts: c.attempts },
      ]),
    );
    expect(Object.fromEntries(statusOf)).toEqual({
      [contactNumber(1)]: { status: 'Dial No Answer', attempts: 2 },
      [contactNumber(2)]: { status: 'Reached Voicemail', attempts: 2 },
      [contactNumber(3)]: { status: 'Completed', attempts: 1 },
      [contactNumber(4)]: { status: 'Answered', attempts: 1 },
      [contactNumber(5)]: { status: 'Completed', attempts: 1 },
      [contactNumber(6)]: { status: 'Completed', attempts: 1 },
    });
    const booked = calls.find((call) => call.to_number === contactNumber(3))!;
    expect(booked).toMatchObject({
      state: 'ended',
      disconnection_reason: 'user_hangup',
      duration_ms: 95_000,
      cost_cents: 190,
      latency_p50_ms: 812,
      summary: 'Booked a roof inspection.',
      sentiment: 'Positive',
      call_successful: true,
    });
    expect(booked.transcript).toContain('Agent:');
    expect(booked.connected_at).not.toBeNull();
    expect(await attemptsMatchEndedCalls(list.id)).toBe(true);
    // Every delivery was accepted (duplicates too): nothing was refused.
    expect(fake.deliveries.every((d) => d.status === 204)).toBe(true);
  });

  it('a booking call by an agent with the booking tool books the callee on Cal.com', async () => {
    const a = await realModeAccount(ctx, fake, url, 'booker', KEY);
    const agent = fake.agents.get(a.retellAgentId)!;
    const llmId = String((agent.response_engine as { llm_id: string }).llm_id);
    fake.llms.get(llmId)!.general_tools = [
      {
        type: 'book_appointment_cal',
        name: 'book_appointment',
        cal_api_key: CALCOM_KEY,
        event_type_id: 1,
      },
    ];
    const list = await importList(ctx, a.user.accountId, 1);
    fake.scenarios.set(contactNumber(1), 'booking');
    await a.caller.dialer.start({ listId: list.id });
    await waitForState(ctx, list.id, ['completed'], 20_000);
    const [booking] = calcom.calendar(CALCOM_KEY).bookings;
    expect(booking).toMatchObject({ status: 'accepted', eventTypeId: 1 });
    expect(JSON.stringify(booking)).toContain(contactNumber(1));
    expect(JSON.stringify(booking)).toContain('Name1');
    const [contact] = await contactsOf(ctx, list.id);
    expect(contact).toMatchObject({ status: 'Completed', attempts: 1 });
  });

  it('a dispatch whose answer was lost is not dialled twice', async () => {
    const a = await realModeAccount(ctx, fake, url, 'lost', KEY);
    const list = await importList(ctx, a.user.accountId, 1);
    fake.scenarios.set(contactNumber(1), 'lost-answer');
    const before = fake.createCount();
    await a.caller.dialer.start({ listId: list.id });
    await waitForState(ctx, list.id, ['completed'], 20_000);
    expect(fake.createCount() - before).toBe(1);
    const [call] = await callsOf(ctx, list.id);
    expect(call).toMatchObject({ state: 'ended', outcome: 'Completed' });
    expect(await attemptsMatchEndedCalls(list.id)).toBe(true);
  });

  it('a lost answer whose events name no call of ours is found through list-calls, not redialled', async () => {
    const a = await realModeAccount(ctx, fake, url, 'unlinked', KEY);
    const list = await importList(ctx, a.user.accountId, 1);
    fake.scenarios.set(contactNumber(1), 'unlinked-lost-answer');
    const before = fake.createCount();
    const listsBefore = fake.requests.filter((r) => r.path === '/v3/list-calls').length;
    await a.caller.dialer.start({ listId: list.id });
    await waitForState(ctx, list.id, ['completed'], 20_000);
    expect(fake.createCount() - before).toBe(1);
    expect(fake.requests.filter((r) => r.path === '/v3/list-calls').length).toBe(listsBefore + 1);
    const [call] = await callsOf(ctx, list.id);
    const placed = [...fake.calls.values()].filter((c) => c.agent_id === a.retellAgentId);
    expect(placed).toHaveLength(1);
    expect(call).toMatchObject({ state: 'ended', outcome: 'Completed' });
    expect(call!.provider_call_id).toBe(placed[0]!.call_id);
    expect(await attemptsMatchEndedCalls(list.id)).toBe(true);
  });

  it('concurrency_limit_reached counts no attempt, and the contact is dialled again later', async () => {
    const a = await realModeAccount(ctx, fake, url, 'busyline', KEY);
    const list = await importList(ctx, a.user.accountId, 1);
    fake.scenarios.set(contactNumber(1), 'concurrency');
    await a.caller.dialer.start({ listId: list.id });
    await waitFor(
      async () =>
        (await callsOf(ctx, list.id)).filter((call) => call.state === 'not-placed').length >= 1,
      { what: 'a call not placed' },
    );
    fake.scenarios.set(contactNumber(1), 'conversation');
    await waitForState(ctx, list.id, ['completed'], 30_000);
    const calls = await callsOf(ctx, list.id);
    expect(calls.filter((c) => c.state === 'not-placed')[0]).toMatchObject({
      not_placed_reason: 'concurrency_limit_reached',
      outcome: null,
    });
    const [contact] = await contactsOf(ctx, list.id);
    expect(contact).toMatchObject({ status: 'Answered', attempts: 1 });
    expect(await attemptsMatchEndedCalls(list.id)).toBe(true);
  });

  it('a 401 from Retell pauses the campaign with the reason and counts no attempt', async () => {
    const a = await realModeAccount(ctx, fake, url, 'badkey', 'not-a-key-retell-knows');
    const list = await importList(ctx, a.user.accountId, 2);
    await a.caller.dialer.start({ listId: list.id });
    await waitForState(ctx, list.id, ['paused'], 20_000);
    await waitFor(
      async () => (await callsOf(ctx, list.id)).every((call) => call.state === 'not-placed'),
      { what: 'both dispatches refused' },
    );
    const row = await ctx.db
      .selectFrom('contact_lists')
      .select('pause_reason')
      .where('id', '=', list.id)
      .executeTakeFirstOrThrow();
    expect(row.pause_reason).toBe(
      'Retell refused the call: Invalid API key. Please check your Retell AI API key and try again.',
    );
    const contacts = await contactsOf(ctx, list.id);
    expect(contacts.every((c) => c.attempts === 0 && c.status === 'Not Called')).toBe(true);
    expect(await attemptsMatchEndedCalls(list.id)).toBe(true);
  });

  it('a conversation whose analysis never comes is decided as Answered after the wait', async () => {
    const a = await realModeAccount(ctx, fake, url, 'noanalysis', KEY);
    const list = await importList(ctx, a.user.accountId, 1);
    fake.scenarios.set(contactNumber(1), 'lost-analysis');
    await a.caller.dialer.start({ listId: list.id });
    await waitFor(async () => (await callsOf(ctx, list.id))[0]?.state === 'awaiting-analysis', {
      what: 'the call to wait for its analysis',
    });
    await waitForState(ctx, list.id, ['completed'], 20_000);
    const [contact] = await contactsOf(ctx, list.id);
    expect(contact).toMatchObject({ status: 'Answered', attempts: 1 });
  });

  it("a conversation whose decide job was lost is ended by the sweeper from Retell's record", async () => {
    const a = await realModeAccount(ctx, fake, url, 'lostdecide', KEY);
    const list = await importList(ctx, a.user.accountId, 1);
    fake.scenarios.set(contactNumber(1), 'lost-analysis');
    await a.caller.dialer.start({ listId: list.id });
    const call = await waitFor(
      async () => {
        const [found] = await callsOf(ctx, list.id);
        return found?.state === 'awaiting-analysis' && found.provider_call_id ? found : null;
      },
      { what: 'the call to wait for its analysis' },
    );
    const decide = await waitFor(
      async () => {
        const ended = await ctx.db
          .selectFrom('provider_webhook_events')
          .select('id')
          .where('provider_call_id', '=', call.provider_call_id!)
          .where('event', '=', 'call_ended')
          .executeTakeFirst();
        const queue = ctx.queues.get(JOBS['provider-event'].queue);
        return ended ? queue.getJob(`event-${ended.id}-decide`) : null;
      },
      { what: 'the decide job' },
    );
    await decide.remove();

    const later = new Date(
      Date.now() + ctx.config.retell.analysisWaitMs + ctx.config.dialer.staleCallMs + 1,
    );
    const report = await sweepDialer(ctx, later);
    expect(report.callsRecorded).toBe(1);
    const [ended] = await callsOf(ctx, list.id);
    expect(ended).toMatchObject({ state: 'ended', outcome: 'Answered' });
    const [contact] = await contactsOf(ctx, list.id);
    expect(contact).toMatchObject({ status: 'Answered', attempts: 1 });
    expect(await attemptsMatchEndedCalls(list.id)).toBe(true);
  });

  it('a test call from an agent card is placed with that agent and ends through the outcome path', async () => {
    const a = await realModeAccount(ctx, fake, url, 'tester', KEY);
    fake.scenarios.set('+12145550177', 'voicemail');
    const { callId } = await a.caller.agents.testCall({
      agentId: a.agentId,
      fromNumber: '+12145550100',
      toNumber: '(214) 555-0177',
    });
    const ended = await waitFor(
      async () => {
        const row = await ctx.db
          .selectFrom('calls')
          .selectAll()
          .where('id', '=', callId)
          .executeTakeFirst();
        return row?.state === 'ended' ? row : null;
      },
      { what: 'the test call to end' },
    );
    expect(ended).toMatchObject({
      list_id: null,
      contact_id: null,
      outcome: 'Reached Voicemail',
      to_number: '+12145550177',
      voice_agent_id: a.agentId,
    });
  });
});
