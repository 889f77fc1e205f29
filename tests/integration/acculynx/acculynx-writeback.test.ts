import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PER_KEY_PER_SECOND,
  takeAcculynxSend,
} from '../../../server/modules/acculynx-writeback/acculynx-send-budget';
import { insertAppointment } from '../../../server/modules/appointments/appointments.repository';
import { publishWebhookEvents } from '../../../server/modules/webhooks/publish-webhook-event';
import { deliverWebhook } from '../../../server/modules/webhooks/webhook-delivery.job';
import { relayWebhookDeliveries } from '../../../server/modules/webhooks/webhook-relay.job';
import { publishCallsAnalyzed } from '../../../server/voice/call-events/call-analyzed-webhooks';
import { ACCULYNX_LINK_MESSAGES } from '../../../shared/acculynx/acculynx-writeback';
import { WEBHOOK_MESSAGES } from '../../../shared/webhooks/webhooks';
import { startAcculynxFake } from '../../fakes/acculynx-fake';
import { importList, type SignedIn, signedInUser } from '../../helpers/dialer-fixtures';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';

const KEY = 'acx_writeback_key_0123';
const fake = await startAcculynxFake({
  apiKeys: [KEY],
  retryAfterSeconds: 7,
  contacts: [
    { id: 'acx-77', firstName: 'Dana', lastName: 'Rivera', phoneNumber: '+12145550123' },
    { id: 'acx-78', firstName: 'Sam', lastName: 'Okafor', emailAddress: 'sam@example.com' },
  ],
});
afterAll(() => fake.close());
const ctx = await createTestContext({
  ACCULYNX_BASE_URL: fake.url,
  ACCULYNX_RETRY_BASE_MS: '20',
  WEBHOOK_RELAY_INTERVAL_MS: '0',
});

beforeEach(() => {
  fake.resetLimits();
  fake.setPerKeyPerSecond(10);
});

/** An account with a list of two contacts; connected to AccuLynx with a verified key unless told. */
async function account(label: string, connect = true) {
  const a = await signedInUser(ctx, label);
  if (connect) await a.caller.storm.connectAcculynxKey({ apiKey: KEY });
  const list = await importList(ctx, a.user.accountId, 2);
  const contacts = await ctx.db
    .selectFrom('contacts')
    .select('id')
    .where('list_id', '=', list.id)
    .orderBy('row_number')
    .execute();
  return { ...a, list, contactIds: contacts.map((c) => String(c.id)) };
}

async function analysedCall(a: SignedIn & { list: { id: string } }, contactId: string) {
  const call = await ctx.db
    .insertInto('calls')
    .values({
      account_id: a.user.accountId,
      list_id: a.list.id,
      contact_id: Number(contactId),
      attempt: 1,
      round_seq: 1,
      state: 'ended',
      outcome: 'Completed',
      provider: 'simulated',
      summary: 'Homeowner reports hail damage on the north slope; wants an inspection.',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await publishCallsAnalyzed(ctx, [call.id]);
  return call.id;
}

const writebacks = (accountId: string) =>
  ctx.db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('destination', '=', 'acculynx')
    .orderBy('created_at')
    .execute();

/** Relays the outbox and runs each write-back's first attempt, as the worker would. */
async function deliverAll(accountId: string, at = new Date()) {
  await relayWebhookDeliveries(ctx);
  for (const row of await writebacks(accountId)) {
    if (row.status === 'pending') {
      await deliverWebhook(ctx, { deliveryId: row.id, attempt: 1 }, () => at);
    }
  }
}

const writeRequests = () => fake.requests.filter((r) => r.method === 'POST');

describe('AccuLynx write-back', () => {
  it('links a contact to the AccuLynx contact chosen from the search, and unlinks it', async () => {
    const a = await account('link');
    const contactId = a.contactIds[0]!;
    expect(await a.caller.acculynx.link({ contactId })).toEqual({
      available: true,
      acculynxContactId: null,
    });
    const matches = await a.caller.acculynx.search({ contactId, term: 'rivera' });
    expect(matches).toEqual([{ id: 'acx-77', name: 'Dana Rivera', detail: '+12145550123' }]);
    const search = fake.requests.at(-1)!;
    expect(search).toMatchObject({ method: 'POST', path: '/api/v2/contacts/search' });
    expect(search.authorization).toBe(`Bearer ${KEY}`);
    expect(search.body).toMatchObject({ searchTerm: 'rivera' });

    const linked = await a.caller.acculynx.setLink({ contactId, acculynxContactId: 'acx-77' });
    expect(linked).toEqual({ available: true, acculynxContactId: 'acx-77' });
    const unlinked = await a.caller.acculynx.unlink({ contactId });
    expect(unlinked.acculynxContactId).toBeNull();
    // Linking never happens by itself: the other contact with a matching phone stays unlinked.
    expect((await a.caller.acculynx.link({ contactId: a.contactIds[1]! })).acculynxContactId).toBe(
      null,
    );
  });

  it("writes an analysed call's summary as a contact log of the linked contact", async () => {
    const a = await account('log');
    await a.caller.acculynx.setLink({ contactId: a.contactIds[0]!, acculynxContactId: 'acx-77' });
    await analysedCall(a, a.contactIds[0]!);
    const before = fake.logs.length;
    await deliverAll(a.user.accountId);

    expect(fake.logs.slice(before)).toHaveLength(1);
    const log = fake.logs.at(-1)!;
    expect(log.contactId).toBe('acx-77');
    expect((log.body as { message: string }).message).toContain(
      'Homeowner reports hail damage on the north slope; wants an inspection.',
    );
    const [row] = await a.caller.acculynx.deliveries();
    expect(row).toMatchObject({
      event: 'call.analyzed',
      status: 'delivered',
      responseCode: 201,
      attempts: 1,
      contactId: a.contactIds[0],
    });
  });

  it('a booked appointment made on a call creates a job for the linked contact', async () => {
    const a = await account('job');
    const contactId = a.contactIds[1]!;
    await a.caller.acculynx.setLink({ contactId, acculynxContactId: 'acx-78' });
    const callId = await analysedCall(a, contactId);
    await insertAppointment(ctx.db, {
      account_id: a.user.accountId,
      created_by: a.user.id,
      title: 'Roof inspection',
      description: '',
      start_time: '2030-01-01T10:00:00Z',
      end_time: '2030-01-01T11:00:00Z',
      client_name: 'Sam Okafor',
      client_email: null,
      client_phone: null,
      location: null,
      contact_id: Number(contactId),
      call_id: callId,
    });
    const jobsBefore = fake.jobs.length;
    await deliverAll(a.user.accountId);
    expect(fake.jobs.slice(jobsBefore).map((j) => j.body)).toEqual([{ contactId: 'acx-78' }]);
    const rows = await a.caller.acculynx.deliveries();
    expect(rows.map((r) => [r.event, r.status]).sort()).toEqual([
      ['appointment.booked', 'delivered'],
      ['call.analyzed', 'delivered'],
    ]);
  });

  it('an appointment made without a call writes nothing back', async () => {
    const a = await account('nocall');
    await a.caller.acculynx.setLink({ contactId: a.contactIds[0]!, acculynxContactId: 'acx-77' });
    await insertAppointment(ctx.db, {
      account_id: a.user.accountId,
      created_by: a.user.id,
      title: 'Walk-in',
      description: '',
      start_time: '2030-01-02T10:00:00Z',
      end_time: '2030-01-02T11:00:00Z',
      client_name: 'Dana',
      client_email: null,
      client_phone: null,
      location: null,
      contact_id: Number(a.contactIds[0]!),
      call_id: null,
    });
    expect(await writebacks(a.user.accountId)).toEqual([]);
  });

  it("a 429 is tried again after AccuLynx's Retry-After, then delivered", async () => {
    const a = await account('backoff');
    await a.caller.acculynx.setLink({ contactId: a.contactIds[0]!, acculynxContactId: 'acx-77' });
    await analysedCall(a, a.contactIds[0]!);
    fake.setPerKeyPerSecond(0);
    await relayWebhookDeliveries(ctx);
    const [row] = await writebacks(a.user.accountId);
    const at = new Date(row!.created_at.getTime() + 60_000);
    await deliverWebhook(ctx, { deliveryId: row!.id, attempt: 1 }, () => at);

    const [retrying] = await a.caller.acculynx.deliveries();
    expect(retrying).toMatchObject({ status: 'retrying', responseCode: 429, attempts: 1 });
    expect(retrying!.nextAttemptAt).toBe(new Date(at.getTime() + 7000).toISOString());
    const job = await ctx.queues.get('system').getJob(`webhook-${row!.id}-2`);
    expect(job?.data).toMatchObject({ attempt: 2, notBefore: retrying!.nextAttemptAt });

    fake.setPerKeyPerSecond(10);
    const later = new Date(at.getTime() + 7000);
    await deliverWebhook(ctx, { deliveryId: row!.id, attempt: 2 }, () => later);
    const [done] = await a.caller.acculynx.deliveries();
    expect(done).toMatchObject({ status: 'delivered', responseCode: 201, attempts: 2 });
    expect(done!.nextAttemptAt).toBeNull();
  });

  it('an unlinked contact\'s write-back is logged as "not linked" and sends nothing', async () => {
    const a = await account('unlinked');
    await analysedCall(a, a.contactIds[0]!);
    const sent = writeRequests().length;
    await deliverAll(a.user.accountId);
    expect(writeRequests()).toHaveLength(sent);
    const [row] = await a.caller.acculynx.deliveries();
    expect(row).toMatchObject({
      event: 'call.analyzed',
      status: 'not_linked',
      attempts: 0,
      responseCode: null,
    });
    // The relay never queues it.
    expect(await ctx.queues.get('system').getJob(`webhook-${row!.id}-1`)).toBeUndefined();
  });

  it('a contact unlinked after the call is not written to at delivery', async () => {
    const a = await account('unlinked-later');
    const contactId = a.contactIds[0]!;
    await a.caller.acculynx.setLink({ contactId, acculynxContactId: 'acx-77' });
    await analysedCall(a, contactId);
    await a.caller.acculynx.unlink({ contactId });
    const sent = writeRequests().length;
    await deliverAll(a.user.accountId);
    expect(writeRequests()).toHaveLength(sent);
    const [row] = await a.caller.acculynx.deliveries();
    expect(row).toMatchObject({
      status: 'not_linked',
      lastError: ACCULYNX_LINK_MESSAGES.notLinkedLog,
    });
  });

  /** Without a verified key: no link, no search, and an analysed call queues and sends nothing. */
  async function expectNothingLinkedOrSent(a: Awaited<ReturnType<typeof account>>) {
    const contactId = a.contactIds[0]!;
    expect(await a.caller.acculynx.link({ contactId })).toEqual({
      available: false,
      acculynxContactId: null,
    });
    const refused = await rejection(
      a.caller.acculynx.setLink({ contactId, acculynxContactId: 'acx-77' }),
    );
    expect(refused.message).toBe(ACCULYNX_LINK_MESSAGES.notVerified);
    const searched = await rejection(a.caller.acculynx.search({ contactId, term: 'rivera' }));
    expect(searched.message).toBe(ACCULYNX_LINK_MESSAGES.notVerified);
    const sent = fake.requests.length;
    await analysedCall(a, contactId);
    await deliverAll(a.user.accountId);
    expect(await writebacks(a.user.accountId)).toEqual([]);
    expect(fake.requests).toHaveLength(sent);
  }

  it('with a stored key that is not verified nothing is linked, queued or sent', async () => {
    const a = await account('stored-unverified');
    // A key stored before keys were checked, or one whose check did not pass.
    await ctx.db
      .updateTable('storm_connections')
      .set({ verified: false })
      .where('account_id', '=', a.user.accountId)
      .where('provider', '=', 'acculynx')
      .execute();
    await expectNothingLinkedOrSent(a);
  });

  it('without a verified key nothing is linked, queued or sent', async () => {
    await expectNothingLinkedOrSent(await account('unverified', false));
  });

  it("another account can neither read, search on nor link this account's contacts", async () => {
    const a = await account('owner-a');
    const b = await account('intruder-b');
    const contactId = a.contactIds[0]!;
    await a.caller.acculynx.setLink({ contactId, acculynxContactId: 'acx-77' });
    await analysedCall(a, contactId);
    for (const attempt of [
      () => b.caller.acculynx.link({ contactId }),
      () => b.caller.acculynx.search({ contactId, term: 'rivera' }),
      () => b.caller.acculynx.setLink({ contactId, acculynxContactId: 'acx-78' }),
      () => b.caller.acculynx.unlink({ contactId }),
    ]) {
      expect((await rejection(attempt())).message).toBe('Contact not found');
    }
    expect((await a.caller.acculynx.link({ contactId })).acculynxContactId).toBe('acx-77');
    expect(await b.caller.acculynx.deliveries()).toEqual([]);
    expect(await a.caller.acculynx.deliveries()).toHaveLength(1);
  });

  it("an event of one account naming another account's linked contact writes nothing to it", async () => {
    const a = await account('victim-a');
    const b = await account('other-b');
    const contactId = a.contactIds[0]!;
    await a.caller.acculynx.setLink({ contactId, acculynxContactId: 'acx-77' });
    await publishWebhookEvents(ctx.db, [
      {
        accountId: b.user.accountId,
        type: 'call.analyzed',
        data: { call_id: null, contact_id: contactId, summary: 'Not yours' },
      },
    ]);
    const sent = writeRequests().length;
    await deliverAll(b.user.accountId);
    const [row] = await writebacks(b.user.accountId);
    expect(row).toMatchObject({ status: 'not_linked' });
    await deliverWebhook(ctx, { deliveryId: row!.id, attempt: 1 });
    expect(writeRequests()).toHaveLength(sent);
  });

  it('an answer AccuLynx will not change by retrying (404) fails at once, without a next try', async () => {
    const a = await account('refused');
    await a.caller.acculynx.setLink({ contactId: a.contactIds[0]!, acculynxContactId: 'acx-gone' });
    await analysedCall(a, a.contactIds[0]!);
    await deliverAll(a.user.accountId);
    const [row] = await a.caller.acculynx.deliveries();
    expect(row).toMatchObject({
      status: 'failed',
      responseCode: 404,
      attempts: 1,
      nextAttemptAt: null,
      lastError: 'AccuLynx answered 404',
    });
    expect(fake.requests.at(-1)?.path).toBe('/api/v2/contacts/acx-gone/logs/');
  });

  it("past its share of AccuLynx's per-key limit a write-back waits a second, sending nothing", async () => {
    const a = await account('budget');
    await a.caller.acculynx.setLink({ contactId: a.contactIds[0]!, acculynxContactId: 'acx-77' });
    await analysedCall(a, a.contactIds[0]!);
    await relayWebhookDeliveries(ctx);
    const [row] = await writebacks(a.user.accountId);
    const at = new Date(row!.created_at.getTime() + 60_000);
    for (let i = 0; i < PER_KEY_PER_SECOND; i++) {
      expect(await takeAcculynxSend(ctx, a.user.accountId, at)).toBe(true);
    }
    const sent = writeRequests().length;
    await deliverWebhook(ctx, { deliveryId: row!.id, attempt: 1 }, () => at);
    expect(writeRequests()).toHaveLength(sent);
    const [held] = await a.caller.acculynx.deliveries();
    expect(held).toMatchObject({
      status: 'retrying',
      responseCode: null,
      lastError: ACCULYNX_LINK_MESSAGES.heldBack,
      nextAttemptAt: new Date(at.getTime() + 1000).toISOString(),
    });
    await deliverWebhook(
      ctx,
      { deliveryId: row!.id, attempt: 2 },
      () => new Date(at.getTime() + 1000),
    );
    expect((await a.caller.acculynx.deliveries())[0]).toMatchObject({ status: 'delivered' });
  });

  it('"Resend" sends a failed contact log again through the job, backing off on a 429', async () => {
    const a = await account('resend-log');
    const contactId = a.contactIds[0]!;
    await a.caller.acculynx.setLink({ contactId, acculynxContactId: 'acx-gone' });
    await analysedCall(a, contactId);
    await deliverAll(a.user.accountId);
    const [failed] = await writebacks(a.user.accountId);
    expect(failed).toMatchObject({ status: 'failed', response_code: 404, attempts: 1 });
    // Two days old: past its first 24-hour window, the resend's own window still backs off.
    await ctx.db
      .updateTable('webhook_deliveries')
      .set({ created_at: new Date(Date.now() - 2 * 86_400_000) })
      .where('id', '=', failed!.id)
      .execute();
    await a.caller.acculynx.setLink({ contactId, acculynxContactId: 'acx-77' });

    await a.caller.acculynx.resend({ deliveryId: failed!.id });
    const job = await ctx.queues.get('system').getJob(`webhook-${failed!.id}-2-resend`);
    expect(job?.data).toEqual({ deliveryId: failed!.id, attempt: 2, resend: true });
    expect((await a.caller.acculynx.deliveries())[0]).toMatchObject({ status: 'pending' });

    fake.setPerKeyPerSecond(0);
    const at = new Date();
    await deliverWebhook(ctx, job!.data, () => at);
    const [limited] = await a.caller.acculynx.deliveries();
    expect(limited).toMatchObject({ status: 'retrying', responseCode: 429, attempts: 2 });
    expect(limited!.nextAttemptAt).toBe(new Date(at.getTime() + 7000).toISOString());

    fake.setPerKeyPerSecond(10);
    const logsBefore = fake.logs.length;
    await deliverWebhook(
      ctx,
      { deliveryId: failed!.id, attempt: 3 },
      () => new Date(at.getTime() + 7000),
    );
    expect(fake.logs.slice(logsBefore).map((l) => l.contactId)).toEqual(['acx-77']);
    expect((fake.logs.at(-1)!.body as { message: string }).message).toContain(
      'Homeowner reports hail damage on the north slope; wants an inspection.',
    );
    expect((await a.caller.acculynx.deliveries())[0]).toMatchObject({
      status: 'delivered',
      responseCode: 201,
      attempts: 3,
      nextAttemptAt: null,
    });
  });

  it('"Resend" of a write-back "not linked" at the time creates the job once the contact is linked', async () => {
    const a = await account('resend-job');
    const contactId = a.contactIds[0]!;
    const callId = await analysedCall(a, contactId);
    await insertAppointment(ctx.db, {
      account_id: a.user.accountId,
      created_by: a.user.id,
      title: 'Roof inspection',
      description: '',
      start_time: '2030-01-03T10:00:00Z',
      end_time: '2030-01-03T11:00:00Z',
      client_name: 'Dana Rivera',
      client_email: null,
      client_phone: null,
      location: null,
      contact_id: Number(contactId),
      call_id: callId,
    });
    const booked = (await writebacks(a.user.accountId)).find(
      (r) => r.event === 'appointment.booked',
    )!;
    expect(booked.status).toBe('not_linked');
    await a.caller.acculynx.setLink({ contactId, acculynxContactId: 'acx-77' });

    await a.caller.acculynx.resend({ deliveryId: booked.id });
    const jobsBefore = fake.jobs.length;
    await deliverWebhook(ctx, { deliveryId: booked.id, attempt: 1, resend: true });
    expect(fake.jobs.slice(jobsBefore).map((j) => j.body)).toEqual([{ contactId: 'acx-77' }]);
    const row = (await a.caller.acculynx.deliveries()).find((r) => r.id === booked.id);
    expect(row).toMatchObject({ status: 'delivered', responseCode: 200, attempts: 1 });
  });

  it('"Resend" refuses another account, a write-back under way and a delivered one', async () => {
    const a = await account('resend-refused');
    const b = await account('resend-intruder');
    const contactId = a.contactIds[0]!;
    await a.caller.acculynx.setLink({ contactId, acculynxContactId: 'acx-gone' });
    await analysedCall(a, contactId);
    await relayWebhookDeliveries(ctx);
    const [row] = await writebacks(a.user.accountId);
    const underWay = await rejection(a.caller.acculynx.resend({ deliveryId: row!.id }));
    expect(underWay.message).toBe(ACCULYNX_LINK_MESSAGES.resendUnderWay);
    await deliverWebhook(ctx, { deliveryId: row!.id, attempt: 1 });
    expect((await writebacks(a.user.accountId))[0]).toMatchObject({ status: 'failed' });

    const other = await rejection(b.caller.acculynx.resend({ deliveryId: row!.id }));
    expect(other.message).toBe(WEBHOOK_MESSAGES.deliveryNotFound);
    expect((await writebacks(a.user.accountId))[0]).toMatchObject({ status: 'failed' });
    const system = ctx.queues.get('system');
    expect(await system.getJob(`webhook-${row!.id}-2-resend`)).toBeUndefined();

    await a.caller.acculynx.setLink({ contactId, acculynxContactId: 'acx-77' });
    await a.caller.acculynx.resend({ deliveryId: row!.id });
    await deliverWebhook(ctx, { deliveryId: row!.id, attempt: 2, resend: true });
    const sent = writeRequests().length;
    const twice = await rejection(a.caller.acculynx.resend({ deliveryId: row!.id }));
    expect(twice.message).toBe(ACCULYNX_LINK_MESSAGES.resendDelivered);
    expect(writeRequests()).toHaveLength(sent);
    expect((await writebacks(a.user.accountId))[0]).toMatchObject({ status: 'delivered' });
  });
});
