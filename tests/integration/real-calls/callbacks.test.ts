import { sign } from 'retell-sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { startRetellFake } from '../../fakes/retell-fake';
import { contactsOf, runWorkers } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { waitFor } from '../../helpers/wait-for';
import { inboundAgent, postInbound, wireNumber } from './callback-fixtures';
import {
  CALLER_NUMBER,
  contactNumber,
  importList,
  realModeAccount,
  storedAgent,
} from './real-call-fixtures';

const KEY = 'retell-callbacks-key';
const OTHER_KEY = 'retell-callbacks-other-key';
const fake = await startRetellFake([KEY, OTHER_KEY]);
afterAll(() => fake.close());
const ctx = await createTestContext({
  VOICE_PROVIDER: 'retell',
  RETELL_BASE_URL: fake.url,
  RETELL_TIMEOUT_MS: '1000',
  RETELL_ANALYSIS_WAIT_MS: '1500',
});
const { url } = await startTestServer(ctx);
await runWorkers(ctx);

const callOf = (providerCallId: string) =>
  ctx.db
    .selectFrom('calls')
    .selectAll()
    .where('provider_call_id', '=', providerCallId)
    .where('state', '=', 'ended')
    .executeTakeFirst();

describe('the inbound webhook (call_inbound)', () => {
  it('answers a known caller with the agent of the list that called them, and their variables', async () => {
    const a = await realModeAccount(ctx, fake, url, 'known-caller', KEY);
    const desk = await inboundAgent(ctx, fake, url, a.user.accountId);
    const older = await importList(ctx, a.user.accountId, 1);
    const recent = await importList(ctx, a.user.accountId, 1);
    const [olderContact] = await contactsOf(ctx, older.id);
    const [recentContact] = await contactsOf(ctx, recent.id);
    await ctx.db
      .updateTable('contacts')
      .set({ last_attempt_at: new Date(Date.now() - 86_400_000) })
      .where('id', '=', olderContact!.id)
      .execute();
    await ctx.db
      .updateTable('contacts')
      .set({ last_attempt_at: new Date(), first_name: 'Dana' })
      .where('id', '=', recentContact!.id)
      .execute();
    await ctx.db
      .insertInto('calls')
      .values({
        account_id: a.user.accountId,
        list_id: recent.id,
        contact_id: recentContact!.id,
        attempt: 1,
        round_seq: null,
        state: 'ended',
        outcome: 'Dial No Answer',
        provider: 'retell',
        summary: 'Left a message about the hail on Tuesday.',
      })
      .execute();

    const answer = await postInbound(url, a.user.accountId, contactNumber(1), KEY);
    expect(answer.status).toBe(200);
    expect(answer.body!.call_inbound).toMatchObject({
      override_agent_id: a.retellAgentId,
      dynamic_variables: {
        customer_name: 'Dana',
        company_name: 'known-caller Roofing',
        last_call_summary: 'Left a message about the hail on Tuesday.',
        city: 'City1',
      },
      metadata: {
        account_id: a.user.accountId,
        contact_id: String(recentContact!.id),
        list_id: recent.id,
        direction: 'inbound',
        voice_agent_id: a.agentId,
      },
    });
    expect(answer.body!.call_inbound.override_agent_id).not.toBe(desk.retellAgentId);
  });

  it('answers an unknown caller with the inbound agent and no contact context', async () => {
    const a = await realModeAccount(ctx, fake, url, 'unknown-caller', KEY);
    const desk = await inboundAgent(ctx, fake, url, a.user.accountId);
    await importList(ctx, a.user.accountId, 1);

    const answer = await postInbound(url, a.user.accountId, '+13125550199', KEY);
    expect(answer.status).toBe(200);
    const inbound = answer.body!.call_inbound;
    expect(inbound.override_agent_id).toBe(desk.retellAgentId);
    expect(inbound.dynamic_variables).toEqual({
      company_name: 'unknown-caller Roofing',
      agent_name: expect.any(String),
    });
    expect(inbound.metadata).toEqual({
      account_id: a.user.accountId,
      direction: 'inbound',
      voice_agent_id: desk.id,
    });
  });

  it('refuses an unsigned, a badly signed, and another account’s signed call_inbound', async () => {
    const a = await realModeAccount(ctx, fake, url, 'refused-inbound', KEY);
    expect((await postInbound(url, a.user.accountId, contactNumber(1), null)).status).toBe(401);
    const forged = await sign('{"event":"call_inbound"}', KEY);
    expect(
      (await postInbound(url, a.user.accountId, contactNumber(1), KEY, { signature: forged }))
        .status,
    ).toBe(401);
    expect((await postInbound(url, a.user.accountId, contactNumber(1), OTHER_KEY)).status).toBe(
      401,
    );
    expect((await postInbound(url, 'not-an-account', contactNumber(1), KEY)).status).toBe(401);
  });

  it('answers a caller on the do-not-call list (they may be calling to complain)', async () => {
    const a = await realModeAccount(ctx, fake, url, 'dnc-caller', KEY);
    await importList(ctx, a.user.accountId, 1);
    await ctx.db
      .insertInto('do_not_call_numbers')
      .values({ account_id: a.user.accountId, phone_number: contactNumber(1), source: 'manual' })
      .execute();
    const answer = await postInbound(url, a.user.accountId, contactNumber(1), KEY);
    expect(answer.status).toBe(200);
    expect(answer.body!.call_inbound.override_agent_id).toBe(a.retellAgentId);
  });
});

describe('a callback’s events', () => {
  it('land as an inbound call row of the contact, add no attempt and stop its redials', async () => {
    const a = await realModeAccount(ctx, fake, url, 'callback-row', KEY);
    wireNumber(fake, url, a.user.accountId);
    const list = await importList(ctx, a.user.accountId, 1);
    const [before] = await contactsOf(ctx, list.id);
    await ctx.db
      .updateTable('contacts')
      .set({
        status: 'Dial No Answer',
        attempts: 1,
        last_attempt_at: new Date(),
        next_eligible_at: new Date(Date.now() + 3_600_000),
      })
      .where('id', '=', before!.id)
      .execute();

    const ring = await fake.inboundCall(
      { fromNumber: contactNumber(1), toNumber: CALLER_NUMBER },
      'conversation',
    );
    expect(ring).toMatchObject({ answered: true, webhookStatus: 200 });
    if (!ring.answered) return;
    expect(ring.call.agent_id).toBe(a.retellAgentId);
    const row = await waitFor(() => callOf(String(ring.call.call_id)), {
      what: 'the callback row',
    });
    expect(row).toMatchObject({
      direction: 'inbound',
      list_id: list.id,
      contact_id: before!.id,
      voice_agent_id: a.agentId,
      from_number: contactNumber(1),
      to_number: CALLER_NUMBER,
      outcome: 'Answered',
    });
    const [after] = await contactsOf(ctx, list.id);
    expect(after).toMatchObject({ status: 'Answered', attempts: 1, next_eligible_at: null });

    // Call Logs: the Inbound direction, its filter, its details and the contact's timeline.
    const inbound = await a.caller.callLogs.page({ filters: { direction: 'inbound' } });
    expect(inbound.rows).toMatchObject([
      { id: row!.id, direction: 'inbound', phoneNumber: contactNumber(1), firstName: 'Name1' },
    ]);
    const outbound = await a.caller.callLogs.page({ filters: { direction: 'outbound' } });
    expect(outbound.rows).toEqual([]);
    const timeline = await a.caller.callLogs.page({ filters: { contactId: before!.id } });
    expect(timeline.rows.map((r) => r.id)).toEqual([row!.id]);
    const details = await a.caller.callLogs.details({ callId: row!.id });
    expect(details).toMatchObject({ direction: 'inbound', attempt: 0, contactId: before!.id });
    const dials = await ctx.db
      .selectFrom('calls')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_id', '=', a.user.accountId)
      .where('direction', '=', 'outbound')
      .executeTakeFirstOrThrow();
    expect(Number(dials.n)).toBe(0);
  });

  it('an opt-out said on a callback from an unknown caller puts the number on do-not-call', async () => {
    const a = await realModeAccount(ctx, fake, url, 'callback-opt-out', KEY);
    await inboundAgent(ctx, fake, url, a.user.accountId);
    wireNumber(fake, url, a.user.accountId);
    const caller = '+13125550142';
    const ring = await fake.inboundCall({ fromNumber: caller, toNumber: CALLER_NUMBER }, 'opt-out');
    if (!ring.answered) throw new Error('not answered');
    const row = await waitFor(() => callOf(String(ring.call.call_id)), {
      what: 'the callback row',
    });
    expect(row).toMatchObject({ direction: 'inbound', contact_id: null, list_id: null });
    const listed = await ctx.db
      .selectFrom('do_not_call_numbers')
      .selectAll()
      .where('account_id', '=', a.user.accountId)
      .execute();
    expect(listed).toMatchObject([{ phone_number: caller, source: 'opt-out', call_id: row!.id }]);
  });

  it('events of a call id we never placed, without our inbound metadata, make no row', async () => {
    const a = await realModeAccount(ctx, fake, url, 'callback-stranger', KEY);
    const body = JSON.stringify({
      event: 'call_ended',
      call: {
        call_id: 'call_stranger',
        metadata: { account_id: a.user.accountId },
        disconnection_reason: 'user_hangup',
      },
    });
    const res = await fetch(`${url}/api/webhooks/retell`, {
      method: 'POST',
      headers: { 'x-retell-signature': await sign(body, KEY) },
      body,
    });
    expect(res.status).toBe(204);
    await waitFor(
      () =>
        ctx.db
          .selectFrom('provider_webhook_events')
          .select('id')
          .where('provider_call_id', '=', 'call_stranger')
          .where('processed_at', 'is not', null)
          .executeTakeFirst(),
      { what: 'the event processed' },
    );
    const rows = await ctx.db
      .selectFrom('calls')
      .select('id')
      .where('provider_call_id', '=', 'call_stranger')
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('numbers the product manages', () => {
  it('get the inbound webhook and the callback agent on the next sync; an imported number keeps its own agent', async () => {
    const a = await realModeAccount(ctx, fake, url, 'number-sync', KEY);
    const userAgent = fake.seedAgent({ agent_name: 'Set in Retell by the user' });
    fake.phoneNumbers.clear();
    fake.phoneNumbers.set('+12145550170', { phone_number: '+12145550170' });
    fake.phoneNumbers.set('+12145550171', {
      phone_number: '+12145550171',
      inbound_agents: [{ agent_id: userAgent.agent_id, weight: 1 }],
    });
    const unlinked = await storedAgent(ctx, a.user.accountId, 'Local only');
    await expect(
      a.caller.phoneNumbers.setInboundAgent({ voiceAgentId: unlinked.id }),
    ).rejects.toThrow(
      'Choose an agent that is saved to Retell AI (it needs a Retell agent to answer calls).',
    );
    await a.caller.phoneNumbers.setInboundAgent({ voiceAgentId: a.agentId });
    expect(await a.caller.phoneNumbers.inboundAgent()).toEqual({ voiceAgentId: a.agentId });

    await a.caller.phoneNumbers.list();
    const inboundUrl = `${ctx.config.retell.webhookUrl}/inbound/${a.user.accountId}`;
    expect(fake.phoneNumbers.get('+12145550170')).toMatchObject({
      inbound_webhook_url: inboundUrl,
      inbound_agents: [{ agent_id: a.retellAgentId, weight: 1 }],
    });
    expect(fake.phoneNumbers.get('+12145550171')).toMatchObject({
      inbound_webhook_url: inboundUrl,
      inbound_agents: [{ agent_id: userAgent.agent_id, weight: 1 }],
    });
    const updates = () =>
      fake.requests.filter((r) => r.method === 'PATCH' && r.path.startsWith('/update-phone-number'))
        .length;
    const before = updates();
    await a.caller.phoneNumbers.list();
    expect(updates()).toBe(before);

    // Said once; the kept number moves to the inbound agent when the owner chooses it.
    const listed = await a.caller.phoneNumbers.list();
    expect(listed.callbacksNotice.sort()).toEqual(['+12145550170', '+12145550171']);
    const answering = new Map(listed.numbers.map((n) => [n.phoneNumber, n.callbacks]));
    expect([answering.get('+12145550170'), answering.get('+12145550171')]).toEqual([
      'product',
      'kept',
    ]);
    await a.caller.phoneNumbers.closeCallbacksNotice();
    expect((await a.caller.phoneNumbers.list()).callbacksNotice).toEqual([]);
    await expect(
      a.caller.phoneNumbers.useInboundAgent({ phoneNumber: '+12145550999' }),
    ).rejects.toThrow('This number is not one of your numbers. Refresh the list and try again.');
    await a.caller.phoneNumbers.useInboundAgent({ phoneNumber: '+12145550171' });
    expect(fake.phoneNumbers.get('+12145550171')).toMatchObject({
      inbound_agents: [{ agent_id: a.retellAgentId, weight: 1 }],
    });
    const after = await a.caller.phoneNumbers.list();
    expect(after.numbers.find((n) => n.phoneNumber === '+12145550171')?.callbacks).toBe('product');
    expect(after.callbacksNotice).toEqual([]);
  });
});
